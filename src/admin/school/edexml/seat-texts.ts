import type { TFunction } from 'i18next';
import type { EdexmlSeats } from '../../../domain/contracts/roster';

const counted = (t: TFunction, seats: EdexmlSeats) => ({
  groups: t('edexml.seats.groups', { count: seats.chosenGroups }),
  students: t('edexml.seats.students', { count: seats.chosenStudents }),
});

/**
 * Why the chosen groups cannot be imported, in the words the server refuses the import with (the
 * API suite holds the two side by side); null when they fit the licence.
 */
export function seatsProblemText(t: TFunction, seats: EdexmlSeats): string | null {
  if (seats.problem === 'licenceEnded') return t('edexml.seats.ended');
  if (seats.problem !== 'licenceFull') return null;
  return t('edexml.seats.full', {
    ...counted(t, seats),
    needed: t('edexml.seats.newPlaces', { count: seats.needed }),
    free: seats.free ?? 0,
  });
}

/** "You are choosing 4 groups with 96 students. Your licence has 120 places free. This import takes 90." */
export function seatsText(t: TFunction, seats: EdexmlSeats): string {
  const chosen = t('edexml.seats.chosen', counted(t, seats));
  if (seats.free === null) return `${chosen} ${t('edexml.seats.unlimited')}`;
  const free = t('edexml.seats.free', { places: t('edexml.seats.places', { count: seats.free }) });
  const uses =
    seats.needed <= 0
      ? t('edexml.seats.usesNone')
      : t(seats.needed < seats.chosenStudents ? 'edexml.seats.usesKept' : 'edexml.seats.uses', {
          count: seats.needed,
        });
  return `${chosen} ${free} ${uses}`;
}
