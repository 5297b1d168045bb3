import {
  Card,
  Dropdown,
  Field,
  Option,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  INSIGHT_PERIODS,
  PRACTICE_PATHS,
  type InsightPeriod,
  type StudentInsight,
  type StudentProgressResponse,
} from '../../../domain/contracts/practice';
import { GAME_CATALOG, isGameId } from '../../../domain/curriculum/games';
import type { AnswerValue } from '../../../domain/sums/types';
import { currentLocale } from '../../../shell/lib/i18n';
import { AdminPage } from '../../shared/AdminPage';
import { DownloadButton, fileNamePart } from '../../shared/DownloadButton';
import { formatDate, formatDateTime } from '../../shared/format';
import { ErrorState, LoadingState } from '../../shared/States';
import { useStudents } from '../shared/roster-api';
import { PrintCardsButton } from '../shared/PrintCardsButton';
import { BandLegend, DomainMeasure } from './bands-ui';
import { FactGrids } from './FactGrids';
import { GrowthLines } from './GrowthLines';
import { localized, useStudentProgress, useInsightScreen } from './api';
import { PracticeCalendar } from './PracticeCalendar';
import { StuckText } from './StuckText';

const LOCALES = { nl: 'nl-NL', be: 'nl-BE', en: 'en-GB' } as const;

const useStyles = makeStyles({
  sections: { display: 'grid', gap: '16px', maxWidth: '1600px' },
  twoUp: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  },
  card: { padding: '16px', minWidth: 0 },
  attention: { borderLeft: `6px solid ${tokens.colorPaletteRedBorder2}` },
  h2: { margin: '0 0 8px', fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'end' },
  period: { color: tokens.colorNeutralForeground2, margin: 0 },
  totals: {
    display: 'grid',
    gap: '8px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
    margin: 0,
  },
  total: { display: 'flex', flexDirection: 'column-reverse', margin: 0 },
  totalValue: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  scroller: { overflowX: 'auto', maxWidth: '100%', '& table': { tableLayout: 'auto' } },
  top: { verticalAlign: 'top', paddingTop: '6px', paddingBottom: '6px' },
  signals: { display: 'grid', gap: '8px', margin: 0, padding: 0, listStyle: 'none' },
  muted: { color: tokens.colorNeutralForeground2 },
  tasks: { margin: 0, paddingLeft: '20px', display: 'grid', gap: '4px' },
});

/**
 * a-leerling-voortgang (voortgangId `overzicht`): one child's progress, from the progress API's insight.
 * `?periode=` (as on the group overview, which links here with its own) is the period of the domain
 * colours and the stuck flags; the rest is of the school year.
 */
export function StudentProgressPage() {
  const screen = useInsightScreen();
  const { t, link, groepId } = screen;
  const { leerlingId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const periodParam = search.get('periode');
  const periode: InsightPeriod = (INSIGHT_PERIODS as readonly string[]).includes(periodParam ?? '')
    ? (periodParam as InsightPeriod)
    : 'week';
  const progress = useStudentProgress(leerlingId, periode);
  const students = useStudents(groepId);
  const name = progress.data?.displayName ?? '…';
  const groupName = students.data?.group?.name ?? '…';
  const setPeriod = (value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set('periode', value);
    setSearch(next, { replace: true });
  };
  return (
    <div>
      <AdminPage
        title={t('insight.student.title', { name })}
        crumbs={[
          { label: t('school:groups.title'), to: link('a-groepen') },
          { label: groupName, to: `${link('a-leerlingen')}?weergave=voortgang&periode=${periode}` },
          { label: name },
        ]}
        actions={
          progress.data && (
            <>
              <DownloadButton
                path={PRACTICE_PATHS.studentReport(leerlingId)}
                fileName={`voortgang-${fileNamePart(progress.data.displayName)}.pdf`}
                label={t('report.button')}
                pendingLabel={t('report.pending')}
              />
              <PrintCardsButton
                groepId={groepId}
                groupName={groupName}
                student={{ id: leerlingId, displayName: progress.data.displayName }}
              />
            </>
          )
        }
      >
        {progress.isPending ? (
          <LoadingState />
        ) : progress.isError ? (
          <ErrorState error={progress.error} onRetry={() => void progress.refetch()} />
        ) : progress.data.insight ? (
          <Overview
            data={progress.data}
            insight={progress.data.insight}
            periode={periode}
            onPeriod={setPeriod}
          />
        ) : (
          <p>{t('insight.student.noData')}</p>
        )}
      </AdminPage>
    </div>
  );
}

function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const styles = useStyles();
  return (
    <Card
      className={className ? `${styles.card} ${className}` : styles.card}
      aria-labelledby={`${id}-title`}
      role="region"
    >
      <h2 id={`${id}-title`} className={styles.h2}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Overview({
  data,
  insight,
  periode,
  onPeriod,
}: {
  data: StudentProgressResponse;
  insight: StudentInsight;
  periode: InsightPeriod;
  onPeriod: (value: string | undefined) => void;
}) {
  const { t } = useInsightScreen();
  const styles = useStyles();
  const totals = insight.totals;
  const rightShare = totals.answers ? Math.round((totals.correct / totals.answers) * 100) : 0;
  const stuck = insight.stuck ?? [];
  const inPeriod = t(`insight.period.inline.${periode}`);
  return (
    <div className={styles.sections}>
      <div className={styles.toolbar}>
        <Field label={t('insight.period.label')}>
          <Dropdown
            value={t(`insight.period.${periode}`)}
            selectedOptions={[periode]}
            onOptionSelect={(_e, d) => onPeriod(d.optionValue)}
            style={{ minWidth: 160 }}
          >
            {INSIGHT_PERIODS.map((p) => (
              <Option key={p} value={p}>
                {t(`insight.period.${p}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {data.period && (
          <p className={styles.period} role="status">
            {t('insight.student.periodNote', {
              from: formatDate(data.period.from),
              to: formatDate(data.period.to),
            })}
          </p>
        )}
      </div>
      {stuck.length > 0 && (
        <Section
          id="attention"
          title={t('insight.student.attention', { period: inPeriod })}
          className={styles.attention}
        >
          <ul className={styles.signals}>
            {stuck.map((s) => (
              <li key={s.oefentaakId}>
                <StuckText stuck={s} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <div className={styles.twoUp}>
        <Section id="levels" title={t('insight.student.levels')}>
          <Levels data={data} inPeriod={inPeriod} />
          <BandLegend period={inPeriod} />
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
      <Section id="growth" title={t('insight.student.growth')}>
        <GrowthLines data={data} insight={insight} />
      </Section>
      <Section id="facts" title={t('insight.student.facts')}>
        <FactGrids insight={insight} name={data.displayName} />
      </Section>
      <Section id="calendar" title={t('insight.student.calendar')}>
        <PracticeCalendar insight={insight} />
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

function Levels({ data, inPeriod }: { data: StudentProgressResponse; inPeriod: string }) {
  const { t } = useInsightScreen();
  const styles = useStyles();
  return (
    <Table size="small" aria-label={t('insight.student.levels')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('insight.student.domainAndTask')}</TableHeaderCell>
          <TableHeaderCell>{t('insight.student.right', { period: inPeriod })}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.domains.map((d) => (
          <TableRow key={d.domainId} data-testid={`level-${d.domainId}`}>
            <TableCell className={styles.top}>
              <strong>{localized(d.name)}</strong>
              <br />
              {d.status.title ? localized(d.status.title) : t('insight.group.off')}
              {d.status.position ? (
                <span className={styles.muted}>
                  {' '}
                  (
                  {t('insight.group.place', {
                    place: `${d.status.position}/${d.status.tasksInDomain ?? '?'}`,
                  })}
                  )
                </span>
              ) : null}
            </TableCell>
            <TableCell className={styles.top}>
              <DomainMeasure status={d.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function seconds(ms: number): string {
  return `${new Intl.NumberFormat(LOCALES[currentLocale()], { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(ms / 1000)} s`;
}

function Tests({ data }: { data: StudentProgressResponse }) {
  const { t } = useInsightScreen();
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
  const { t } = useInsightScreen();
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
  const { t } = useInsightScreen();
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
