/** Texts of the school's licence screen and banner (namespace `school-licence`), Dutch. */
export const schoolLicenceNl = {
  title: 'Licentie',
  intro: 'De licentie van jullie school: hoe lang hij loopt en hoeveel leerlingen erbij passen.',
  intro_home: 'Jullie thuislicentie: hoe lang hij loopt en hoeveel kinderen erbij passen.',
  kinds: { trial: 'Proeflicentie', school: 'Schoollicentie', home: 'Thuislicentie' },
  states: { trial: 'Proef', active: 'Actief', expired: 'Afgelopen', none: 'Geen licentie' },
  period: 'Van {{from}} tot en met {{to}}',
  daysLeft_one: 'Nog {{count}} dag.',
  daysLeft_other: 'Nog {{count}} dagen.',
  endsToday: 'Dit is de laatste dag.',
  usage: '{{used}} van {{max}} leerlingen',
  usage_home: '{{used}} van {{max}} kinderen',
  usageLabel: 'Leerlingen in gebruik',
  usageLabel_home: 'Kinderen in gebruik',
  usageText: 'Leerlingen in de prullenbak tellen niet mee.',
  full: 'Alle plaatsen zijn bezet. Nieuwe leerlingen toevoegen kan pas als je leerlingen die niet meer oefenen in de prullenbak zet, of als de licentie groter wordt.',
  next: 'Daarna: {{kind}} van {{from}} tot en met {{to}} voor {{max}} leerlingen.',
  whenEnds: 'Wat gebeurt er als de licentie afloopt?',
  whenEndsText:
    'Alle gegevens blijven bewaard en jullie kunnen nog gewoon inloggen en de voortgang bekijken. Leerlingen kunnen geen nieuwe ronde meer beginnen; een ronde die al loopt, maken ze gewoon af en die antwoorden worden bewaard. Nieuwe leerlingen toevoegen kan pas weer met een nieuwe licentie.',
  extend: 'Verlengen of uitbreiden? Neem contact met ons op.',
  none: 'Er is nog geen licentie vastgelegd',
  noneText: 'Neem contact met ons op om een licentie te regelen.',
  ended: 'De licentie is op {{date}} afgelopen',
  endedText:
    'Leerlingen kunnen geen nieuwe rondes beginnen en er kunnen geen leerlingen bij. Alle gegevens blijven bewaard.',
  banner: {
    ended: 'De licentie van jullie school is afgelopen. Leerlingen kunnen niet meer oefenen.',
    ended_home: 'Jullie licentie is afgelopen. De kinderen kunnen niet meer oefenen.',
    full: 'Het aantal leerlingen van jullie licentie is bereikt: er kunnen geen leerlingen bij.',
    full_home: 'Het aantal kinderen van jullie licentie is bereikt.',
    link: 'Bekijk de licentie',
  },
  errors: {
    licenceFull: 'Het aantal leerlingen van jullie licentie is bereikt.',
    licenceEnded: 'De licentie is afgelopen.',
  },
};
