import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LineChart, ResponsiveContainer } from '@fluentui/react-charts';
import type { StudentInsight, StudentProgressResponse } from '../../../domain/contracts/practice';
import { currentLocale } from '../../../shell/lib/i18n';
import { formatDate } from '../../shared/format';
import { yearGroupLabel } from '../shared/roster-api';
import { localized, useInsightScreen } from './api';

const LOCALES = { nl: 'nl-NL', be: 'nl-BE', en: 'en-GB' } as const;
/** The child's line (Fluent's data-viz blue) and the expectation (a dashed neutral line). */
const CHILD_COLOUR = '#0078d4';
const EXPECTED_COLOUR = '#8a8886';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  },
  domain: { minWidth: 0, display: 'grid', gap: '4px', alignContent: 'start' },
  h3: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  chart: { minHeight: '240px', overflow: 'hidden' },
  chartLegend: { textTransform: 'none' },
  summary: { margin: 0 },
  behind: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2, margin: '8px 0 0' },
  scroller: { overflowX: 'auto', maxWidth: '100%', '& table': { tableLayout: 'auto' } },
  details: { marginTop: '12px' },
});

type Levels = NonNullable<StudentInsight['levels']>;
type DomainLevels = Levels['domains'][number];

/**
 * Growth as a line per domain: the child's place on the domain's line week by week, and, dashed, where
 * a child of the year group is expected (the learning line's year groups, src/domain/insight), with
 * the comparison written out under each chart and every figure in a table under "Toon als tabel".
 */
export function GrowthLines({ data, insight }: { data: StudentProgressResponse; insight: StudentInsight }) {
  const { t, account } = useInsightScreen();
  const styles = useStyles();
  const levels = insight.levels;
  if (!levels || levels.domains.length === 0)
    return <p className={styles.muted}>{t('insight.student.none')}</p>;
  const country = account.data?.country ?? 'NL';
  // Inside sentences: "Verwacht in groep 6", "een leerling van het 4de leerjaar".
  const yearGroup =
    levels.yearGroup === null ? null : yearGroupLabel(t, String(levels.yearGroup), country, 'inText');
  const domainName = (id: string) => localized(data.domains.find((d) => d.domainId === id)?.name) || id;
  return (
    <>
      <div className={styles.grid}>
        {levels.domains.map((d) => (
          <DomainGrowth
            key={d.domainId}
            levels={d}
            name={domainName(d.domainId)}
            child={data.displayName}
            yearGroup={yearGroup}
            task={taskAt(data, d.domainId, d.weeks[d.weeks.length - 1]?.position)}
          />
        ))}
      </div>
      <p className={styles.muted}>
        {yearGroup ? t('insight.growth.expectedHint', { yearGroup }) : t('insight.growth.noYearGroup')}
      </p>
      <details className={styles.details}>
        <summary>{t('insight.student.asTable')}</summary>
        {levels.domains.map((d) => (
          <div key={d.domainId} className={styles.scroller}>
            <Table size="small" aria-label={domainName(d.domainId)}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>
                    {domainName(d.domainId)}: {t('insight.student.week')}
                  </TableHeaderCell>
                  <TableHeaderCell>{data.displayName}</TableHeaderCell>
                  {yearGroup && (
                    <TableHeaderCell>{t('insight.growth.expectedSeries', { yearGroup })}</TableHeaderCell>
                  )}
                </TableRow>
              </TableHeader>
              <TableBody>
                {d.weeks.map((w) => (
                  <TableRow key={w.week}>
                    <TableCell>{formatDate(w.week)}</TableCell>
                    <TableCell>
                      {t('insight.growth.task', { position: w.position, of: d.tasksInDomain })}
                      {!w.practised && ` (${t('insight.growth.notPractised')})`}
                    </TableCell>
                    {yearGroup && (
                      <TableCell>
                        {w.expectedPosition === null
                          ? '–'
                          : t('insight.growth.task', {
                              position: formatTask(w.expectedPosition),
                              of: d.tasksInDomain,
                            })}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ))}
      </details>
    </>
  );
}

/** The name of the current task when the line ends on it (the place reached is the current task's). */
function taskAt(data: StudentProgressResponse, domainId: string, position: number | undefined): string {
  const status = data.domains.find((d) => d.domainId === domainId)?.status;
  return status && status.position === position ? localized(status.title) : '';
}

/** A place on the line as a teacher reads it: a whole task, or one decimal between two. */
function formatTask(position: number): string {
  return new Intl.NumberFormat(LOCALES[currentLocale()], { maximumFractionDigits: 1 }).format(position);
}

function DomainGrowth({
  levels,
  name,
  child,
  yearGroup,
  task,
}: {
  levels: DomainLevels;
  name: string;
  child: string;
  yearGroup: string | null;
  task: string;
}) {
  const { t } = useInsightScreen();
  const styles = useStyles();
  const at = (week: string) => new Date(`${week}T12:00:00Z`);
  const expectedLegend = yearGroup ? t('insight.growth.expectedSeries', { yearGroup }) : '';
  const lineChartData = [
    {
      legend: child,
      color: CHILD_COLOUR,
      data: levels.weeks.map((w) => ({ x: at(w.week), y: w.position })),
      lineOptions: { curve: 'linear' as const, strokeWidth: 3 },
    },
    ...(yearGroup
      ? [
          {
            legend: expectedLegend,
            color: EXPECTED_COLOUR,
            data: levels.weeks.flatMap((w) =>
              w.expectedPosition === null ? [] : [{ x: at(w.week), y: w.expectedPosition }],
            ),
            lineOptions: { curve: 'linear' as const, strokeDasharray: '6 4', strokeWidth: 2 },
          },
        ]
      : []),
  ];
  const step = Math.ceil(levels.weeks.length / 5);
  const ticks = levels.weeks.filter((_w, i) => i % step === 0).map((w) => at(w.week));
  const last = levels.weeks[levels.weeks.length - 1]!;
  // In words the expectation is a whole task, and the difference is taken from the task written.
  const expected = last.expectedPosition === null ? null : Math.round(last.expectedPosition);
  const difference = expected === null ? null : last.position - expected;
  const title = t('insight.growth.chart', { name: child, domain: name });
  return (
    <section className={styles.domain} aria-label={name} data-testid={`growth-${levels.domainId}`}>
      <h3 className={styles.h3}>{name}</h3>
      <div className={styles.chart} role="figure" aria-label={title}>
        <ResponsiveContainer height={240}>
          <LineChart
            data={{ chartTitle: title, lineChartData }}
            height={240}
            tickValues={ticks}
            legendProps={{ enabledWrapLines: true, styles: { legend: styles.chartLegend } }}
            yMinValue={0}
            yMaxValue={levels.tasksInDomain}
            yAxisTitle={t('insight.growth.axis', { of: levels.tasksInDomain })}
            customDateTimeFormatter={(d: Date) =>
              new Intl.DateTimeFormat(LOCALES[currentLocale()], { day: 'numeric', month: 'short' }).format(d)
            }
          />
        </ResponsiveContainer>
      </div>
      <p className={styles.summary}>
        {task
          ? t('insight.growth.nowTask', { position: last.position, of: levels.tasksInDomain, task })
          : t('insight.growth.now', { position: last.position, of: levels.tasksInDomain })}
        {expected !== null && yearGroup && (
          <>
            {' '}
            {t('insight.growth.expectedNow', { yearGroup, position: expected })}{' '}
            <span className={difference !== null && difference < 0 ? styles.behind : undefined}>
              {difference === null || difference === 0
                ? t('insight.growth.onTrack')
                : difference > 0
                  ? t('insight.growth.ahead', { count: difference })
                  : t('insight.growth.behind', { count: -difference })}
            </span>
          </>
        )}
      </p>
    </section>
  );
}
