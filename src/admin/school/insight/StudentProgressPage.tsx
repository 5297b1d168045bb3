import {
  Card,
  Link,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { LineChart, ResponsiveContainer } from '@fluentui/react-charts';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { FactMatrix, StudentInsight, StudentProgressResponse } from '../../../domain/contracts/practice';
import { PRACTICE_PATHS } from '../../../domain/contracts/practice';
import { GAME_CATALOG, isGameId } from '../../../domain/curriculum/games';
import type { AnswerValue } from '../../../domain/sums/types';
import { currentLocale } from '../../../shell/lib/i18n';
import { AdminPage } from '../../shared/AdminPage';
import { DownloadButton, fileNamePart } from '../../shared/DownloadButton';
import { formatDate, formatDateTime } from '../../shared/format';
import { ErrorState, LoadingState } from '../../shared/States';
import { useSchoolScreen, useStudents } from '../roster-api';
import { FACT_SYMBOLS, useCodeStyles } from './colours';
import { COLOUR_SYMBOLS, localized, useStudentProgress } from './insight-api';

const LOCALES = { nl: 'nl-NL', be: 'nl-BE', en: 'en-GB' } as const;
/** Series colours of the growth chart (Fluent's data-viz palette, readable in both themes). */
const SERIES = ['#0078d4', '#e3008c', '#2aa0a4', '#9c27b0', '#d06228', '#107c10', '#4f6bed', '#8764b8'];
const MATRIX_OP = { tables: '×', addTo20: '+', subtractTo20: '−' } as const;

const useStyles = makeStyles({
  sections: { display: 'grid', gap: '16px', maxWidth: '1400px' },
  twoUp: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  },
  card: { padding: '16px', minWidth: 0 },
  h2: { margin: '0 0 8px', fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  totals: {
    display: 'grid',
    gap: '8px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
    margin: 0,
  },
  total: { display: 'flex', flexDirection: 'column-reverse', margin: 0 },
  totalValue: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  scroller: { overflowX: 'auto', maxWidth: '100%', '& table': { tableLayout: 'auto' } },
  chart: { minHeight: '280px', overflow: 'hidden' },
  // The library capitalises every word of a legend; domain names are sentences.
  chartLegend: { textTransform: 'none' },
  code: {
    display: 'inline-flex',
    gap: '4px',
    padding: '0 6px',
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'nowrap',
  },
  matrix: { borderCollapse: 'separate', borderSpacing: '2px', fontSize: tokens.fontSizeBase200 },
  matrixHead: { fontWeight: tokens.fontWeightSemibold, textAlign: 'center', minWidth: '26px' },
  factCell: {
    width: '30px',
    height: '30px',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'default',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  detail: { minHeight: '1.5em', margin: '8px 0' },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '6px 16px',
    listStyle: 'none',
    padding: 0,
    margin: '8px 0',
  },
  legendItem: { display: 'flex', alignItems: 'center', gap: '6px' },
  swatch: {
    display: 'inline-flex',
    justifyContent: 'center',
    alignItems: 'center',
    width: '22px',
    height: '22px',
    borderRadius: tokens.borderRadiusSmall,
  },
  calendar: { borderCollapse: 'separate', borderSpacing: '3px', fontSize: tokens.fontSizeBase200 },
  day: {
    width: '44px',
    height: '34px',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  dayPractised: {
    backgroundColor: tokens.colorBrandBackground2,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  weekHead: { textAlign: 'right', paddingRight: '6px', whiteSpace: 'nowrap', fontWeight: 'normal' },
  details: { marginTop: '8px' },
  muted: { color: tokens.colorNeutralForeground2 },
  tasks: { margin: 0, paddingLeft: '20px', display: 'grid', gap: '4px' },
});

/** a-leerling-voortgang (voortgangId `overzicht`): one child's progress, from the progress API's insight. */
export function StudentProgressPage() {
  const screen = useSchoolScreen();
  const { t, link, groepId } = screen;
  const { leerlingId = '' } = useParams();
  const progress = useStudentProgress(leerlingId);
  const students = useStudents(groepId);
  const name = progress.data?.displayName ?? '…';
  const groupName = students.data?.group?.name ?? '…';
  return (
    <AdminPage
      title={t('insight.student.title', { name })}
      crumbs={[
        { label: t('groups.title'), to: link('a-groepen') },
        { label: groupName, to: `${link('a-leerlingen')}?weergave=voortgang` },
        { label: name },
      ]}
      actions={
        progress.data && (
          <DownloadButton
            path={PRACTICE_PATHS.studentReport(leerlingId)}
            params={{ taal: currentLocale() }}
            fileName={`voortgang-${fileNamePart(progress.data.displayName)}.pdf`}
            label={t('report.button')}
            pendingLabel={t('report.pending')}
          />
        )
      }
    >
      {progress.isPending ? (
        <LoadingState />
      ) : progress.isError ? (
        <ErrorState error={progress.error} onRetry={() => void progress.refetch()} />
      ) : progress.data.insight ? (
        <Overview data={progress.data} insight={progress.data.insight} />
      ) : (
        <p>{t('insight.student.noData')}</p>
      )}
    </AdminPage>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} aria-labelledby={`${id}-title`} role="region">
      <h2 id={`${id}-title`} className={styles.h2}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Overview({ data, insight }: { data: StudentProgressResponse; insight: StudentInsight }) {
  const { t } = useSchoolScreen();
  const styles = useStyles();
  const totals = insight.totals;
  const rightShare = totals.answers ? Math.round((totals.correct / totals.answers) * 100) : 0;
  return (
    <div className={styles.sections}>
      <Section id="totals" title={t('insight.student.totals', { from: formatDate(insight.period.from) })}>
        <dl className={styles.totals}>
          {(
            [
              ['answers', totals.answers],
              ['right', `${rightShare}%`],
              ['minutes', totals.minutes],
              ['rounds', totals.rounds],
              ['days', totals.daysPractised],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className={styles.total}>
              <dt>{t(`insight.totals.${key}`)}</dt>
              <dd className={styles.totalValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <div className={styles.twoUp}>
        <Section id="levels" title={t('insight.student.levels')}>
          <Levels data={data} />
        </Section>
        <Section id="now" title={t('insight.student.now')}>
          {insight.currentTasks.length === 0 ? (
            <p className={styles.muted}>{t('insight.student.none')}</p>
          ) : (
            <ul className={styles.tasks}>
              {insight.currentTasks.map((task) => (
                <li key={`${task.kind}-${task.oefentaakId}`}>
                  <strong>
                    {task.kind === 'custom'
                      ? t('insight.student.custom')
                      : localized(data.domains.find((d) => d.domainId === task.domainId)?.name)}
                    :
                  </strong>{' '}
                  {localized(task.title)}
                  {task.kind === 'adaptive' && !task.placed && ` (${t('insight.student.notPlaced')})`}
                </li>
              ))}
            </ul>
          )}
          {insight.fluencyTestDue && <p>{t('insight.student.testDue')}</p>}
        </Section>
      </div>
      <Section id="growth" title={t('insight.student.growth')}>
        <Growth data={data} insight={insight} />
      </Section>
      <Section id="facts" title={t('insight.student.facts')}>
        <Facts matrices={insight.factMatrices} />
      </Section>
      <Section id="calendar" title={t('insight.student.calendar')}>
        <Calendar insight={insight} />
      </Section>
      <div className={styles.twoUp}>
        <Section id="tests" title={t('insight.student.tests')}>
          <Tests data={data} />
        </Section>
        <Section id="wrong" title={t('insight.student.wrong')}>
          <WrongAnswers insight={insight} />
        </Section>
        <Section id="games" title={t('insight.student.games')}>
          <Games insight={insight} />
        </Section>
      </div>
    </div>
  );
}

function Levels({ data }: { data: StudentProgressResponse }) {
  const { t } = useSchoolScreen();
  const styles = useStyles();
  const codes = useCodeStyles();
  return (
    <div className={styles.scroller}>
      <Table size="small" aria-label={t('insight.student.levels')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('insight.student.domain')}</TableHeaderCell>
            <TableHeaderCell>{t('insight.student.task')}</TableHeaderCell>
            <TableHeaderCell>{t('insight.student.place')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.domains.map((d) => (
            <TableRow key={d.domainId}>
              <TableCell>{localized(d.name)}</TableCell>
              <TableCell>{d.status.title ? localized(d.status.title) : t('insight.group.off')}</TableCell>
              <TableCell>
                <span className={mergeClasses(styles.code, codes[d.status.colour])}>
                  <span aria-hidden>{COLOUR_SYMBOLS[d.status.colour]}</span>
                  {d.status.position ? `${d.status.position}/${d.status.tasksInDomain ?? '?'}` : '–'}
                  <span className="visually-hidden">, {t(`insight.colours.${d.status.colour}`)}</span>
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function Growth({ data, insight }: { data: StudentProgressResponse; insight: StudentInsight }) {
  const { t } = useSchoolScreen();
  const styles = useStyles();
  const domainName = (id: string) => localized(data.domains.find((d) => d.domainId === id)?.name) || id;
  const domainIds = [...new Set(insight.growth.flatMap((w) => w.domains.map((d) => d.domainId)))];
  if (insight.growth.length === 0) return <p className={styles.muted}>{t('insight.student.none')}</p>;
  const lineChartData = domainIds.map((id, i) => ({
    legend: domainName(id),
    color: SERIES[i % SERIES.length],
    data: insight.growth.flatMap((w) => {
      const d = w.domains.find((x) => x.domainId === id);
      return d ? [{ x: new Date(`${w.week}T12:00:00Z`), y: Math.round(d.lineShare * 100) }] : [];
    }),
  }));
  const title = t('insight.student.growthChart', { name: data.displayName });
  const step = Math.ceil(insight.growth.length / 8);
  const ticks = insight.growth.filter((_w, i) => i % step === 0).map((w) => new Date(`${w.week}T12:00:00Z`));
  return (
    <>
      <div className={styles.chart} role="figure" aria-label={title}>
        <ResponsiveContainer height={280}>
          <LineChart
            data={{ chartTitle: title, lineChartData }}
            height={280}
            tickValues={ticks}
            legendProps={{ enabledWrapLines: true, styles: { legend: styles.chartLegend } }}
            yMinValue={0}
            yMaxValue={100}
            yAxisTitle={t('insight.student.growthAxis')}
            customDateTimeFormatter={(d: Date) =>
              new Intl.DateTimeFormat(LOCALES[currentLocale()], { day: 'numeric', month: 'short' }).format(d)
            }
          />
        </ResponsiveContainer>
      </div>
      <details className={styles.details}>
        <summary>{t('insight.student.asTable')}</summary>
        <div className={styles.scroller}>
          <Table size="small" aria-label={title}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('insight.student.week')}</TableHeaderCell>
                {domainIds.map((id) => (
                  <TableHeaderCell key={id}>{domainName(id)}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {insight.growth.map((w) => (
                <TableRow key={w.week}>
                  <TableCell>{formatDate(w.week)}</TableCell>
                  {domainIds.map((id) => {
                    const d = w.domains.find((x) => x.domainId === id);
                    return (
                      <TableCell key={id}>
                        {d
                          ? t('insight.student.growthCell', {
                              place: `${d.position}/${d.tasksInDomain}`,
                              correct: d.correct,
                              answers: d.answers,
                            })
                          : '–'}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </details>
    </>
  );
}

function seconds(ms: number): string {
  return `${new Intl.NumberFormat(LOCALES[currentLocale()], { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(ms / 1000)} s`;
}

function Facts({ matrices }: { matrices: FactMatrix[] }) {
  const { t } = useSchoolScreen();
  const styles = useStyles();
  const codes = useCodeStyles();
  // Open on the matrix the child practised most (the tables say little to a child on sums to 20).
  const [which, setWhich] = useState<string>(
    () =>
      [...matrices].sort(
        (a, b) => b.cells.filter((c) => c.answers > 0).length - a.cells.filter((c) => c.answers > 0).length,
      )[0]?.matrix ?? 'tables',
  );
  const [detail, setDetail] = useState('');
  const matrix = matrices.find((m) => m.matrix === which) ?? matrices[0];
  if (!matrix) return <p className={styles.muted}>{t('insight.student.none')}</p>;
  const rows = [...new Set(matrix.cells.map((c) => c.row))].sort((a, b) => a - b);
  const cols = [...new Set(matrix.cells.map((c) => c.col))].sort((a, b) => a - b);
  const byKey = new Map(matrix.cells.map((c) => [`${c.row}:${c.col}`, c]));
  const op = MATRIX_OP[matrix.matrix];
  const caption = t(`insight.matrices.${matrix.matrix}`);
  const counts = Object.fromEntries(
    (['notSeen', 'learning', 'slow', 'automated'] as const).map((s) => [
      s,
      matrix.cells.filter((c) => c.status === s).length,
    ]),
  );
  return (
    <>
      <TabList
        selectedValue={matrix.matrix}
        onTabSelect={(_e, data) => {
          setWhich(String(data.value));
          setDetail('');
        }}
        aria-label={t('insight.student.facts')}
      >
        {matrices.map((m) => (
          <Tab key={m.matrix} value={m.matrix}>
            {t(`insight.matrices.${m.matrix}`)}
          </Tab>
        ))}
      </TabList>
      <ul className={styles.legend} aria-label={t('insight.legend')}>
        {(['notSeen', 'learning', 'slow', 'automated'] as const).map((s) => (
          <li key={s} className={styles.legendItem}>
            <span className={mergeClasses(styles.swatch, codes[s])} aria-hidden>
              {FACT_SYMBOLS[s]}
            </span>
            {t(`insight.fact.${s}`, { threshold: seconds(matrix.thresholdMs) })} ({counts[s]})
          </li>
        ))}
      </ul>
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.matrix} data-testid={`matrix-${matrix.matrix}`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.matrixHead}>
                {op}
              </th>
              {cols.map((c) => (
                <th key={c} scope="col" className={styles.matrixHead}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r}>
                <th scope="row" className={styles.matrixHead}>
                  {r}
                </th>
                {cols.map((c) => {
                  const cell = byKey.get(`${r}:${c}`);
                  if (!cell) return <td key={c} />;
                  const label = [
                    `${r} ${op} ${c}`,
                    t(`insight.fact.${cell.status}`, { threshold: seconds(matrix.thresholdMs) }),
                    cell.typicalMs !== null ? t('insight.fact.time', { time: seconds(cell.typicalMs) }) : '',
                    cell.answers
                      ? t('insight.fact.answers', { correct: cell.correctAnswers, answers: cell.answers })
                      : '',
                  ]
                    .filter(Boolean)
                    .join(', ');
                  const show = () => setDetail(label);
                  return (
                    <td
                      key={c}
                      className={mergeClasses(styles.factCell, codes[cell.status])}
                      data-status={cell.status}
                      title={label}
                      tabIndex={cell.answers > 0 ? 0 : undefined}
                      onMouseEnter={show}
                      onFocus={show}
                    >
                      <span aria-hidden>{FACT_SYMBOLS[cell.status]}</span>
                      <span className="visually-hidden">{label}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.detail} aria-live="polite">
        {detail || t('insight.fact.hint')}
      </p>
    </>
  );
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function Calendar({ insight }: { insight: StudentInsight }) {
  const { t } = useSchoolScreen();
  const styles = useStyles();
  const locale = LOCALES[currentLocale()];
  const byDate = new Map(insight.calendar.map((d) => [d.date, d]));
  const from = Date.parse(`${insight.period.from}T00:00:00Z`);
  const to = Date.parse(`${insight.period.to}T00:00:00Z`);
  const day = 86_400_000;
  const firstMonday = from - ((new Date(from).getUTCDay() + 6) % 7) * day;
  const weeks: number[] = [];
  for (let w = firstMonday; w <= to; w += 7 * day) weeks.push(w);
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
  const shown = open ? weeks : weeks.slice(0, 8);
  return (
    <>
      <p className={styles.muted}>{t('insight.student.calendarHint')}</p>
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
                  {weekday.format(new Date(firstMonday + i * day))}
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
                  const date = isoDay(w + i * day);
                  const d = byDate.get(date);
                  const inPeriod = w + i * day >= from && w + i * day <= to;
                  const label = d
                    ? t('insight.student.dayLabel', {
                        day: longDay.format(new Date(w + i * day)),
                        minutes: d.minutes,
                        answers: d.answers,
                        correct: d.correct,
                        rounds: d.rounds,
                      })
                    : '';
                  return (
                    <td
                      key={i}
                      className={mergeClasses(styles.day, d && styles.dayPractised)}
                      title={label || undefined}
                      data-date={date}
                    >
                      {d ? (
                        <>
                          <span aria-hidden>{`${d.minutes} min`}</span>
                          <span className="visually-hidden">{label}</span>
                        </>
                      ) : inPeriod ? (
                        ''
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {weeks.length > 8 && (
        <Link as="button" onClick={() => setOpen(!open)}>
          {open ? t('insight.student.fewerWeeks') : t('insight.student.allWeeks', { weeks: weeks.length })}
        </Link>
      )}
    </>
  );
}

function Tests({ data }: { data: StudentProgressResponse }) {
  const { t } = useSchoolScreen();
  const styles = useStyles();
  if (data.tests.length === 0) return <p className={styles.muted}>{t('insight.student.noTests')}</p>;
  return (
    <div className={styles.scroller}>
      <Table size="small" aria-label={t('insight.student.tests')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('insight.test.date')}</TableHeaderCell>
            <TableHeaderCell>{t('insight.test.score')}</TableHeaderCell>
            <TableHeaderCell>{t('insight.test.how')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.tests.map((test) => (
            <TableRow key={test.testId}>
              <TableCell>{formatDateTime(test.startedAt)}</TableCell>
              <TableCell>{test.result ? Math.round(test.result.score) : '–'}</TableCell>
              <TableCell>
                {test.result
                  ? [
                      t('insight.test.answers', {
                        correct: test.result.correct,
                        answered: test.result.answered,
                        fluent: test.result.fluent,
                      }),
                      test.result.medianResponseMs !== null
                        ? t('insight.test.median', { time: seconds(test.result.medianResponseMs) })
                        : '',
                      test.result.stopReason ? t(`insight.test.stop.${test.result.stopReason}`) : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')
                  : t('insight.test.inProgress')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function answerText(answer: unknown): string {
  if (answer === null || answer === undefined) return '';
  const a = answer as AnswerValue;
  switch (a.kind) {
    case 'number':
      return String(a.value);
    case 'comparison':
      return String(a.value);
    case 'order':
      return a.values.join(', ');
    case 'split':
      return a.parts.join(' + ');
    case 'money':
      return a.pieces.join(' + ');
    default:
      return JSON.stringify(answer);
  }
}

function WrongAnswers({ insight }: { insight: StudentInsight }) {
  const { t } = useSchoolScreen();
  const styles = useStyles();
  if (insight.wrongAnswers.length === 0) return <p className={styles.muted}>{t('insight.student.none')}</p>;
  return (
    <div className={styles.scroller}>
      <Table size="small" aria-label={t('insight.student.wrong')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('insight.wrong.sum')}</TableHeaderCell>
            <TableHeaderCell>{t('insight.wrong.answer')}</TableHeaderCell>
            <TableHeaderCell>{t('insight.wrong.times')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {insight.wrongAnswers.map((w, i) => (
            <TableRow key={`${w.sumId}-${i}`}>
              <TableCell>{w.text}</TableCell>
              <TableCell>
                {w.answer === null ? t('insight.wrong.noAnswer') : answerText(w.answer)}
                {w.errorPattern && (
                  <span className={styles.muted}>
                    {' '}
                    ({t(`insight.pattern.${w.errorPattern}`, { defaultValue: w.errorPattern })})
                  </span>
                )}
              </TableCell>
              <TableCell>{w.times}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function Games({ insight }: { insight: StudentInsight }) {
  const { t } = useSchoolScreen();
  const styles = useStyles();
  if (insight.games.length === 0) return <p className={styles.muted}>{t('insight.student.none')}</p>;
  return (
    <Table size="small" aria-label={t('insight.student.games')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('insight.games.game')}</TableHeaderCell>
          <TableHeaderCell>{t('insight.games.rounds')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {insight.games.map((g) => (
          <TableRow key={g.gameId}>
            <TableCell>{isGameId(g.gameId) ? localized(GAME_CATALOG[g.gameId].name) : g.gameId}</TableCell>
            <TableCell>{g.rounds}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
