import {
  Badge,
  Dropdown,
  Field,
  Link,
  Option,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  INSIGHT_PERIODS,
  PRACTICE_PATHS,
  type DomainStatus,
  type GroupProgressResponse,
  type InsightPeriod,
} from '../../../domain/contracts/practice';
import { percentRight } from '../../../domain/insight/bands';
import { DownloadButton, fileNamePart } from '../../shared/DownloadButton';
import { formatDate } from '../../shared/format';
import { ErrorState, LoadingState } from '../../shared/States';

import { useNarrow } from '../../../shell/lib/breakpoints';
import { BandLegend, DomainMeasure } from './bands-ui';
import { COLOUR_RANK, localized, useGroupProgress, useInsightScreen } from './api';
import { StuckText } from './StuckText';

type Row = GroupProgressResponse['students'][number];
const FILTERS = ['stuck', 'notPractised', 'testDue', 'testDone'] as const;
type Filter = (typeof FILTERS)[number];

const matches: Record<Filter, (r: Row) => boolean> = {
  stuck: (r) => (r.insight?.stuck.length ?? 0) > 0,
  notPractised: (r) => r.insight?.practisedThisWeek === false,
  testDue: (r) => r.insight?.fluencyTest.due === true,
  testDone: (r) => r.insight?.fluencyTest.justDone === true,
};

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'end', marginBottom: '12px' },
  filters: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  scroller: { overflowX: 'auto', maxWidth: '100%', '& table': { tableLayout: 'auto' } },
  headerCell: { verticalAlign: 'bottom' },
  cell: { verticalAlign: 'top', paddingTop: '8px', paddingBottom: '8px' },
  nameCell: { verticalAlign: 'top', paddingTop: '8px', minWidth: '7em' },
  signalsCell: { verticalAlign: 'top', paddingTop: '8px', minWidth: '12em', maxWidth: '22em' },
  domainCell: { verticalAlign: 'top', paddingTop: '8px', paddingBottom: '8px', minWidth: '10em' },
  domain: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4px' },
  task: { overflowWrap: 'anywhere' },
  place: { color: tokens.colorNeutralForeground2 },
  signals: { display: 'grid', gap: '6px', margin: 0, padding: 0, listStyle: 'none' },
  period: { color: tokens.colorNeutralForeground2, margin: '0 0 8px' },
  cards: { display: 'grid', gap: '12px', margin: 0, padding: 0, listStyle: 'none' },
  card: {
    padding: '12px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    display: 'grid',
    gap: '8px',
  },
  cardName: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  cardDomains: { display: 'grid', gap: '10px', margin: 0 },
  cardDomain: { display: 'grid', gap: '4px', margin: 0 },
  cardDomainName: { fontWeight: tokens.fontWeightSemibold },
  cardDomainValue: { margin: 0 },
});

type SortKey = 'name' | 'signals' | string;

/**
 * The group overview (a-leerlingen?weergave=voortgang): per child and domain the percentage right
 * in the period with its colour band, the place on the line and the current task's name; who needs a
 * look and why, as text; filters and a period. A table from a laptop up, one card per child below.
 * One click on a name opens the child's progress (in the same period).
 */
export function GroupProgress({ groepId, groupName }: { groepId: string; groupName?: string }) {
  const { t, link } = useInsightScreen();
  const styles = useStyles();
  const navigate = useNavigate();
  const narrow = useNarrow();
  const [search, setSearch] = useSearchParams();
  const periodParam = search.get('periode');
  const periode: InsightPeriod = (INSIGHT_PERIODS as readonly string[]).includes(periodParam ?? '')
    ? (periodParam as InsightPeriod)
    : 'week';
  const filterParam = search.get('filter');
  const filter = (FILTERS as readonly string[]).includes(filterParam ?? '') ? (filterParam as Filter) : null;
  const progress = useGroupProgress(groepId, periode);
  const [sort, setSort] = useState<{ key: SortKey; dir: 'ascending' | 'descending' }>({
    key: 'name',
    dir: 'ascending',
  });
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setSearch(next, { replace: true });
  };

  if (progress.isPending) return <LoadingState />;
  if (progress.isError) return <ErrorState error={progress.error} onRetry={() => void progress.refetch()} />;
  const domains = progress.data.domains;
  const all = progress.data.students;
  const compare = (a: Row, b: Row): number => {
    if (sort.key === 'name') return a.displayName.localeCompare(b.displayName, 'nl');
    if (sort.key === 'signals') return signalCount(b) - signalCount(a);
    const x = a.domains.find((d) => d.domainId === sort.key);
    const y = b.domains.find((d) => d.domainId === sort.key);
    if (!x || !y) return 0;
    return (
      COLOUR_RANK[x.colour] - COLOUR_RANK[y.colour] ||
      (percentRight(x.correct ?? 0, x.answers ?? 0) ?? 101) -
        (percentRight(y.correct ?? 0, y.answers ?? 0) ?? 101)
    );
  };
  const rows = (filter ? all.filter(matches[filter]) : all)
    .slice()
    .sort((a, b) => (sort.dir === 'ascending' ? compare(a, b) : -compare(a, b)));
  const studentLink = (r: Row) => {
    const to = `${link('a-leerling-voortgang', { leerlingId: r.leerlingId, voortgangId: 'overzicht' })}?periode=${periode}`;
    return (
      <Link
        href={to}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          void navigate(to);
        }}
      >
        {r.displayName}
      </Link>
    );
  };
  const header = (key: SortKey, label: ReactNode, className = styles.headerCell) => (
    <TableHeaderCell
      key={key}
      className={className}
      sortDirection={sort.key === key ? sort.dir : undefined}
      onClick={() =>
        setSort({ key, dir: sort.key === key && sort.dir === 'ascending' ? 'descending' : 'ascending' })
      }
    >
      {label}
    </TableHeaderCell>
  );

  return (
    <section aria-labelledby="group-progress-title">
      <h2 id="group-progress-title" className="visually-hidden">
        {t('insight.group.title')}
      </h2>
      <div className={styles.toolbar}>
        <Field label={t('insight.period.label')}>
          <Dropdown
            value={t(`insight.period.${periode}`)}
            selectedOptions={[periode]}
            onOptionSelect={(_e, data) => setParam('periode', data.optionValue ?? null)}
            style={{ minWidth: 160 }}
          >
            {INSIGHT_PERIODS.map((p) => (
              <Option key={p} value={p}>
                {t(`insight.period.${p}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <DownloadButton
          path={PRACTICE_PATHS.groupReport(groepId)}
          params={{ periode }}
          fileName={`voortgang-${groupName ? `${fileNamePart(groupName)}-` : ''}${periode}.pdf`}
          label={t('report.button')}
          pendingLabel={t('report.pending')}
        />
        <div className={styles.filters} role="group" aria-label={t('insight.filters.label')}>
          {FILTERS.map((f) => (
            <ToggleButton
              key={f}
              checked={filter === f}
              onClick={() => setParam('filter', filter === f ? null : f)}
            >
              {t(`insight.filters.${f}`)} ({all.filter(matches[f]).length})
            </ToggleButton>
          ))}
        </div>
      </div>
      {progress.data.period && (
        <p className={styles.period} role="status">
          {t('insight.period.range', {
            from: formatDate(progress.data.period.from),
            to: formatDate(progress.data.period.to),
          })}
        </p>
      )}
      <BandLegend period={t(`insight.period.inline.${periode}`)} extra={t('insight.group.placeHint')} />
      {rows.length === 0 ? (
        <p role="status">{t('insight.group.noneMatch')}</p>
      ) : narrow ? (
        <ul className={styles.cards} aria-label={t('insight.group.title')}>
          {rows.map((r) => (
            <li key={r.leerlingId} className={styles.card} data-testid={`progress-${r.displayName}`}>
              <h3 className={styles.cardName}>{studentLink(r)}</h3>
              <Signals row={r} />
              <dl className={styles.cardDomains}>
                {domains.map((d) => {
                  const s = r.domains.find((x) => x.domainId === d.id);
                  return (
                    <div key={d.id} className={styles.cardDomain}>
                      <dt className={styles.cardDomainName}>{localized(d.name)}</dt>
                      <dd className={styles.cardDomainValue}>{s && <DomainCell status={s} />}</dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.scroller} role="region" aria-label={t('insight.group.title')} tabIndex={0}>
          <Table sortable aria-label={t('insight.group.title')}>
            <TableHeader>
              <TableRow>
                {header('name', t('insight.group.student'))}
                {header('signals', t('insight.group.signals'))}
                {domains.map((d) => header(d.id, localized(d.name)))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.leerlingId} data-testid={`progress-${r.displayName}`}>
                  <TableCell className={styles.nameCell}>{studentLink(r)}</TableCell>
                  <TableCell className={styles.signalsCell}>
                    <Signals row={r} />
                  </TableCell>
                  {domains.map((d) => {
                    const s = r.domains.find((x) => x.domainId === d.id);
                    return (
                      <TableCell key={d.id} className={styles.domainCell}>
                        {s && <DomainCell status={s} />}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}

/** A child in a domain: the measure in its colour, then the place on the line and the task, as text. */
function DomainCell({ status }: { status: DomainStatus }) {
  const { t } = useInsightScreen();
  const styles = useStyles();
  const place = status.position ? `${status.position}/${status.tasksInDomain ?? '?'}` : '';
  return (
    <span className={styles.domain}>
      <DomainMeasure status={status} />
      <span className={styles.place}>
        {place ? t('insight.group.place', { place }) : t('insight.group.off')}
      </span>
      {status.title && <span className={styles.task}>{localized(status.title)}</span>}
    </span>
  );
}

/** Who needs a look and why, as text that wraps: the stuck task and its figures, the other signals. */
function Signals({ row }: { row: Row }) {
  const { t } = useInsightScreen();
  const styles = useStyles();
  const items: ReactNode[] = [
    ...(row.insight?.stuck ?? []).map((s) => <StuckText key={s.oefentaakId} stuck={s} />),
  ];
  if (row.insight?.practisedThisWeek === false)
    items.push(
      <Badge key="notPractised" color="warning" shape="rounded" appearance="tint">
        {t('insight.filters.notPractised')}
      </Badge>,
    );
  if (row.insight?.fluencyTest.due)
    items.push(
      <Badge key="testDue" color="informative" shape="rounded" appearance="tint">
        {t('insight.filters.testDue')}
      </Badge>,
    );
  if (row.insight?.fluencyTest.justDone)
    items.push(
      <Badge key="testDone" color="success" shape="rounded" appearance="tint">
        {t('insight.filters.testDone')}
      </Badge>,
    );
  if (!items.length) return null;
  return (
    <ul className={styles.signals} aria-label={t('insight.group.signals')}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

function signalCount(r: Row): number {
  return FILTERS.filter((f) => matches[f](r)).length;
}
