import {
  Badge,
  Button,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { VerticalBarChart, ResponsiveContainer } from '@fluentui/react-charts';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LICENCE_STATES } from '../../../domain/contracts/office';
import { RENEWAL_DAYS, type DashboardResponse } from '../../../domain/contracts/office-support';
import { currentLocale } from '../../../shell/lib/i18n';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { formatDate, formatRelativeDay } from '../../shared/format';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { useDashboard, useDashboardScreen, useHandleSubmission } from './api';

const LOCALES = { nl: 'nl-NL', be: 'nl-BE', en: 'en-GB' } as const;

const useStyles = makeStyles({
  sections: { display: 'grid', gap: '24px', maxWidth: '1400px' },
  h2: { margin: '0 0 8px', fontSize: tokens.fontSizeBase500 },
  h3: { margin: '0 0 8px', fontSize: tokens.fontSizeBase400 },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: '12px',
  },
  tile: {
    display: 'grid',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    gap: '2px',
    padding: '12px 16px',
    textDecoration: 'none',
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  figure: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: 600 },
  label: { color: tokens.colorNeutralForeground2 },
  kindRow: { display: 'grid', gap: '8px', marginBottom: '12px' },
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    gap: '16px',
  },
  chart: { minHeight: '240px', overflow: 'hidden' },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    gap: '24px',
    alignItems: 'start',
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
  item: {
    display: 'grid',
    gap: '4px',
    padding: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  itemHead: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  message: {
    margin: 0,
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: '3',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  details: { marginTop: '8px' },
  more: { margin: '8px 0 0' },
});

/** onClick of an in-app link: a real href (a new tab works), but no reload; hash links scroll. */
function useAppLink() {
  const navigate = useNavigate();
  return (to: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || to.startsWith('#')) return;
    event.preventDefault();
    void navigate(to);
  };
}

/** A figure that links to the list it counts. */
function Tile({
  to,
  figure,
  label,
  hint,
  srHint,
}: {
  to: string;
  figure: number;
  label: string;
  /** A line under the label. */
  hint?: string;
  /** Words only a screen reader needs (the section heading says them on screen). */
  srHint?: string;
}) {
  const styles = useStyles();
  const appLink = useAppLink();
  return (
    <a href={to} className={styles.tile} onClick={appLink(to)}>
      <span className={styles.figure}>{figure.toLocaleString(LOCALES[currentLocale()])}</span>
      <span className={styles.label}>
        {label}
        {srHint && <span className="visually-hidden"> ({srHint})</span>}
      </span>
      {hint && <span className={styles.muted}>{hint}</span>}
    </a>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** o-dashboard: what an office worker checks each morning. */
export function DashboardPage() {
  const { t } = useDashboardScreen();
  const dashboard = useDashboard();
  const title = t('dashboard.title');
  return (
    <AdminPage title={title} intro={t('dashboard.intro')}>
      {dashboard.isPending ? (
        <LoadingState />
      ) : dashboard.isError ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <Dashboard data={dashboard.data} />
      )}
    </AdminPage>
  );
}

function Dashboard({ data }: { data: DashboardResponse }) {
  const { t } = useDashboardScreen();
  const styles = useStyles();
  const appLink = useAppLink();
  const accounts = (query: Record<string, string>) => `${href('o-accounts')}?${new URLSearchParams(query)}`;
  const students = href('o-leerlingen');
  return (
    <div className={styles.sections}>
      <Section title={t('dashboard.accountsTitle')}>
        {(['school', 'home'] as const).map((kind) => (
          <div key={kind} className={styles.kindRow}>
            <h3 className={styles.h3}>{t(`dashboard.${kind}`)}</h3>
            <div className={styles.tiles}>
              {LICENCE_STATES.map((state) => (
                <Tile
                  key={state}
                  to={accounts({ kind, licence: state })}
                  figure={data.accounts[kind][state] ?? 0}
                  label={t(`dashboard.states.${state}`)}
                  srHint={t(`dashboard.${kind}`)}
                />
              ))}
            </div>
          </div>
        ))}
      </Section>

      <div className={styles.columns}>
        <OverLimit data={data} />
        <Renewals data={data} />
      </div>

      <Section title={t('dashboard.activityTitle')}>
        <div className={styles.tiles}>
          <Tile to={students} figure={data.activeToday} label={t('dashboard.activeToday')} />
          <Tile
            to={students}
            figure={data.activeThisWeek}
            label={t('dashboard.activeThisWeek')}
            hint={t('dashboard.activeThisWeekHint')}
          />
          <Tile to={students} figure={data.answersToday} label={t('dashboard.answersToday')} />
          <Tile to="#aanvragen" figure={data.submissions.applications} label={t('dashboard.applications')} />
          <Tile to="#aanvragen" figure={data.submissions.contacts} label={t('dashboard.contacts')} />
        </div>
      </Section>

      <Section title={t('dashboard.chartsTitle')}>
        <ActivityCharts weeks={data.weeks} />
      </Section>

      <div className={styles.columns}>
        <Section title={t('dashboard.trialsTitle')}>
          {data.trialsEnding.length === 0 ? (
            <EmptyState title={t('dashboard.trialsEmpty')}>{t('dashboard.trialsEmptyText')}</EmptyState>
          ) : (
            <ul className={styles.list}>
              {data.trialsEnding.map((trial) => (
                <li key={trial.accountId} className={styles.item}>
                  <span className={styles.itemHead}>
                    <Link
                      href={href('o-account-bewerken', { accountId: trial.accountId })}
                      onClick={appLink(href('o-account-bewerken', { accountId: trial.accountId }))}
                    >
                      {trial.name}
                    </Link>
                    <Badge appearance="tint" color="warning">
                      {t('dashboard.endsOn', { date: formatDate(trial.endsOn) })}
                    </Badge>
                  </span>
                  <span className={styles.muted}>{t(`dashboard.${trial.kind}`)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <div id="aanvragen">
          <Submissions data={data} />
        </div>
      </div>
    </div>
  );
}

/** Accounts with more students than their licence allows, most over first, and a way to all of them. */
function OverLimit({ data }: { data: DashboardResponse }) {
  const { t } = useDashboardScreen();
  const styles = useStyles();
  const appLink = useAppLink();
  const all = `${href('o-accounts')}?${new URLSearchParams({ students: 'overLimit' })}`;
  const { total, accounts } = data.overLimit;
  return (
    <Section title={t('dashboard.overLimitTitle')}>
      {total === 0 ? (
        <EmptyState title={t('dashboard.overLimitEmpty')}>{t('dashboard.overLimitEmptyText')}</EmptyState>
      ) : (
        <>
          <ul className={styles.list} data-testid="over-limit">
            {accounts.map((a) => (
              <li key={a.accountId} className={styles.item}>
                <span className={styles.itemHead}>
                  <AccountLink id={a.accountId} name={a.name} />
                  <Badge appearance="filled" color="danger">
                    {t('dashboard.overLimitBy', { count: a.studentsUsed - a.maxStudents })}
                  </Badge>
                </span>
                <span className={styles.muted}>
                  {t('dashboard.overLimitUse', { used: a.studentsUsed, max: a.maxStudents })}
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.more}>
            <Link href={all} onClick={appLink(all)}>
              {t('dashboard.overLimitAll', { count: total })}
            </Link>
          </p>
        </>
      )}
    </Section>
  );
}

/** Paid licences ending soon without a next period: the office calls about renewing. */
function Renewals({ data }: { data: DashboardResponse }) {
  const { t } = useDashboardScreen();
  const styles = useStyles();
  return (
    <Section title={t('dashboard.renewalsTitle', { days: RENEWAL_DAYS })}>
      {data.renewals.length === 0 ? (
        <EmptyState title={t('dashboard.renewalsEmpty', { days: RENEWAL_DAYS })}>
          {t('dashboard.renewalsEmptyText')}
        </EmptyState>
      ) : (
        <ul className={styles.list} data-testid="renewals">
          {data.renewals.map((r) => (
            <li key={r.licenceId} className={styles.item}>
              <span className={styles.itemHead}>
                <AccountLink id={r.accountId} name={r.name} />
                <Badge appearance="tint" color="warning">
                  {t('dashboard.endsOn', { date: formatDate(r.endsOn) })}
                </Badge>
              </span>
              <span className={styles.muted}>
                {t('dashboard.renewalSeats', {
                  kind: t(`dashboard.licenceKinds.${r.kind}`),
                  max: r.maxStudents,
                  used: r.studentsUsed,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function AccountLink({ id, name }: { id: string; name: string }) {
  const appLink = useAppLink();
  const to = href('o-account-bewerken', { accountId: id });
  return (
    <Link href={to} onClick={appLink(to)}>
      {name}
    </Link>
  );
}

function ActivityCharts({ weeks }: { weeks: DashboardResponse['weeks'] }) {
  const { t } = useDashboardScreen();
  const styles = useStyles();
  const label = (week: string) =>
    new Intl.DateTimeFormat(LOCALES[currentLocale()], { day: 'numeric', month: 'short' }).format(
      new Date(`${week}T12:00:00Z`),
    );
  const charts = [
    {
      key: 'answers',
      title: t('dashboard.answersChart'),
      axis: t('dashboard.answersAxis'),
      color: tokens.colorBrandBackground,
    },
    {
      key: 'activeStudents',
      title: t('dashboard.activeChart'),
      axis: t('dashboard.activeAxis'),
      color: tokens.colorPaletteGreenBackground3,
    },
  ] as const;
  return (
    <>
      <div className={styles.charts}>
        {charts.map((chart) => (
          <div key={chart.key} className={styles.chart} role="figure" aria-label={chart.title}>
            <h3 className={styles.h3}>{chart.title}</h3>
            <ResponsiveContainer height={220}>
              <VerticalBarChart
                chartTitle={chart.title}
                height={220}
                data={weeks.map((w) => ({
                  x: label(w.week),
                  y: w[chart.key],
                  legend: label(w.week),
                  color: chart.color,
                  xAxisCalloutData: t('dashboard.weekOf', { date: label(w.week) }),
                }))}
                hideLegend
                yAxisTitle={chart.axis}
                barWidth="auto"
                maxBarWidth={40}
              />
            </ResponsiveContainer>
          </div>
        ))}
      </div>
      <details className={styles.details}>
        <summary>{t('dashboard.asTable')}</summary>
        <Table size="small" aria-label={t('dashboard.chartsTitle')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('dashboard.week')}</TableHeaderCell>
              <TableHeaderCell>{t('dashboard.answersAxis')}</TableHeaderCell>
              <TableHeaderCell>{t('dashboard.activeAxis')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {weeks.map((w) => (
              <TableRow key={w.week}>
                <TableCell>{t('dashboard.weekOf', { date: label(w.week) })}</TableCell>
                <TableCell>{w.answers}</TableCell>
                <TableCell>{w.activeStudents}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </>
  );
}

const createFrom = (id: string) => `${href('o-account-aanmaken')}?${new URLSearchParams({ aanvraag: id })}`;

function Submissions({ data }: { data: DashboardResponse }) {
  const { t } = useDashboardScreen();
  const styles = useStyles();
  const appLink = useAppLink();
  const [notice, setNotice] = useState<string | null>(null);
  const handle = useHandleSubmission();
  const latest = data.submissions.latest;
  return (
    <Section title={t('dashboard.submissionsTitle')}>
      <Notice>{notice}</Notice>
      {handle.isError && <ErrorState error={handle.error} />}
      {latest.length === 0 ? (
        <EmptyState title={t('dashboard.submissionsEmpty')}>{t('dashboard.submissionsEmptyText')}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {latest.map((item) => (
            <li key={item.id} className={styles.item} data-testid={`submission-${item.id}`}>
              <span className={styles.itemHead}>
                <Badge appearance="tint" color={item.kind === 'aanvraag' ? 'brand' : 'informative'}>
                  {t(`dashboard.kinds.${item.kind}`)}
                </Badge>
                <strong>{item.organisation ?? item.name}</strong>
              </span>
              <span className={styles.muted}>
                {item.name} · {item.email} ·{' '}
                {t('dashboard.received', { when: formatRelativeDay(item.createdAt) })}
                {item.subject &&
                  ` · ${t(`dashboard.subjects.${item.subject}`, { defaultValue: item.subject })}`}
                {item.fromInvite && ` · ${t('dashboard.fromInvite')}`}
              </span>
              {item.message && <p className={styles.message}>{item.message}</p>}
              <span className={styles.actions}>
                {item.kind === 'aanvraag' ? (
                  <Button
                    as="a"
                    appearance="primary"
                    size="small"
                    href={createFrom(item.id)}
                    onClick={appLink(createFrom(item.id))}
                  >
                    {t('dashboard.makeAccount')}
                  </Button>
                ) : (
                  <Button as="a" size="small" href={`mailto:${item.email}`}>
                    {t('dashboard.reply')}
                  </Button>
                )}
                <Button
                  size="small"
                  disabled={handle.isPending}
                  onClick={() =>
                    handle.mutate(
                      { id: item.id, name: item.name },
                      { onSuccess: () => setNotice(t('dashboard.handled', { name: item.name })) },
                    )
                  }
                  aria-label={`${t('dashboard.markHandled')}: ${item.name}`}
                >
                  {t('dashboard.markHandled')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
