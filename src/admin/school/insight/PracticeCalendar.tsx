import { Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { StudentInsight } from '../../../domain/contracts/practice';
import { currentLocale } from '../../../shell/lib/i18n';
import { useInsightScreen } from './api';

const LOCALES = { nl: 'nl-NL', be: 'nl-BE', en: 'en-GB' } as const;
const DAY = 86_400_000;
type CalendarDay = StudentInsight['calendar'][number];

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground2, margin: '0 0 8px' },
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  calendar: { borderCollapse: 'separate', borderSpacing: '3px' },
  day: {
    minWidth: '2.6em',
    height: '2.4em',
    padding: 0,
    textAlign: 'center',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  dayButton: {
    width: '100%',
    height: '100%',
    minHeight: '2.4em',
    padding: '0 4px',
    border: `1px solid ${tokens.colorBrandStroke2}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
    fontWeight: tokens.fontWeightSemibold,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  weekHead: { textAlign: 'right', paddingRight: '6px', whiteSpace: 'nowrap', fontWeight: 'normal' },
  details: {
    margin: '12px 0 8px',
    padding: '8px 12px',
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  detailsDay: { display: 'block', fontWeight: tokens.fontWeightSemibold },
});

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The practice calendar: a week × weekday table, newest week first. A practised day shows its number
 * of answers in the cell and is a button: tapped, clicked, or chosen with Tab and Enter or Space, it
 * writes the day's minutes, answers, right answers and rounds under the table (the newest day to begin
 * with), so a tablet or a whiteboard needs no hover.
 */
export function PracticeCalendar({ insight }: { insight: StudentInsight }) {
  const { t } = useInsightScreen();
  const styles = useStyles();
  const locale = LOCALES[currentLocale()];
  const byDate = new Map(insight.calendar.map((d) => [d.date, d]));
  const from = Date.parse(`${insight.period.from}T00:00:00Z`);
  const to = Date.parse(`${insight.period.to}T00:00:00Z`);
  const firstMonday = from - ((new Date(from).getUTCDay() + 6) % 7) * DAY;
  const weeks: number[] = [];
  for (let w = firstMonday; w <= to; w += 7 * DAY) weeks.push(w);
  weeks.reverse(); // newest week first
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const [open, setOpen] = useState(false);
  const newest = insight.calendar.filter((d) => d.answers > 0 || d.rounds > 0).at(-1)?.date ?? null;
  const [chosen, setChosen] = useState<string | null>(newest);
  const shown = open ? weeks : weeks.slice(0, 8);
  const dayName = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`));
  const selected = chosen ? byDate.get(chosen) : undefined;
  return (
    <>
      <p className={styles.hint}>{t('insight.calendar.hint')}</p>
      <div className={styles.scroller} role="region" aria-label={t('insight.student.calendar')} tabIndex={0}>
        <table className={styles.calendar} data-testid="practice-calendar">
          <caption className="visually-hidden">{t('insight.student.calendar')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('insight.student.week')}</span>
              </th>
              {[0, 1, 2, 3, 4, 5, 6].map((i) => (
                <th key={i} scope="col">
                  {weekday.format(new Date(firstMonday + i * DAY))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((w) => (
              <tr key={w}>
                <th scope="row" className={styles.weekHead}>
                  {short.format(new Date(w))}
                </th>
                {[0, 1, 2, 3, 4, 5, 6].map((i) => {
                  const date = isoDay(w + i * DAY);
                  const d = byDate.get(date);
                  return (
                    <td key={i} className={styles.day} data-date={date}>
                      {d && (
                        <button
                          type="button"
                          className={mergeClasses(styles.dayButton, chosen === date && styles.selected)}
                          aria-pressed={chosen === date}
                          title={dayText(t, dayName(date), d)}
                          onClick={() => setChosen(date)}
                        >
                          {d.answers}
                          <span className="visually-hidden">
                            {' '}
                            {t('insight.calendar.answersOn', { count: d.answers, day: dayName(date) })}
                          </span>
                        </button>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.details} aria-live="polite" data-testid="calendar-day">
        {selected ? (
          <>
            <span className={styles.detailsDay}>{dayName(selected.date)}</span>
            {dayFigures(t, selected)}
          </>
        ) : (
          t('insight.calendar.choose')
        )}
      </p>
      {weeks.length > 8 && (
        <Link as="button" onClick={() => setOpen(!open)}>
          {open ? t('insight.student.fewerWeeks') : t('insight.student.allWeeks', { weeks: weeks.length })}
        </Link>
      )}
    </>
  );
}

type T = ReturnType<typeof useInsightScreen>['t'];

/** "12 minuten, 40 antwoorden, 18 goed, 3 rondes" with each word in its number. */
function dayFigures(t: T, d: CalendarDay): string {
  return [
    t('insight.calendar.minutes', { count: d.minutes }),
    t('insight.calendar.answers', { count: d.answers }),
    t('insight.calendar.right', { count: d.correct }),
    t('insight.calendar.rounds', { count: d.rounds }),
  ].join(', ');
}

function dayText(t: T, day: string, d: CalendarDay): string {
  return `${day}: ${dayFigures(t, d)}`;
}
