import { currentLocale } from '../../../shell/lib/i18n';
import {
  Badge,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  Dropdown,
  Field,
  Link,
  Option,
  ToggleButton,
  createTableColumn,
  makeStyles,
  mergeClasses,
  tokens,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  INSIGHT_PERIODS,
  PRACTICE_PATHS,
  PROGRESS_COLOURS,
  type GroupProgressResponse,
  type InsightPeriod,
} from '../../../domain/contracts/practice';
import { DownloadButton, fileNamePart } from '../../shared/DownloadButton';
import { formatDate } from '../../shared/format';
import { ErrorState, LoadingState } from '../../shared/States';
import { useSchoolScreen } from '../roster-api';
import { useCodeStyles } from './colours';
import { COLOUR_RANK, COLOUR_SYMBOLS, localized, useGroupProgress } from './insight-api';

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
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '8px 16px',
    alignItems: 'center',
    margin: '0 0 12px',
    padding: 0,
    listStyle: 'none',
  },
  legendItem: { display: 'flex', alignItems: 'center', gap: '6px' },
  swatch: {
    display: 'inline-flex',
    justifyContent: 'center',
    alignItems: 'center',
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusMedium,
    fontWeight: tokens.fontWeightBold,
  },
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  cell: {
    display: 'flex',
    alignItems: 'center',
    gap: '6px',
    width: '100%',
    minHeight: '32px',
    padding: '2px 8px',
    borderRadius: tokens.borderRadiusMedium,
    boxSizing: 'border-box',
    whiteSpace: 'nowrap',
  },
  symbol: { fontWeight: tokens.fontWeightBold, width: '1em', textAlign: 'center' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: '4px', padding: '4px 0' },
  period: { color: tokens.colorNeutralForeground2, margin: '0 0 8px' },
});

/**
 * The group overview (a-leerlingen?weergave=voortgang): the class as students × domains, each cell
 * coloured by the colour code of the child's current task there with a symbol beside it, filters for
 * who needs a look, a period; one click on a name opens the child's progress.
 */
export function GroupProgress({ groepId, groupName }: { groepId: string; groupName?: string }) {
  const { t, link } = useSchoolScreen();
  const styles = useStyles();
  const codes = useCodeStyles();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const periodParam = search.get('periode');
  const periode: InsightPeriod = (INSIGHT_PERIODS as readonly string[]).includes(periodParam ?? '')
    ? (periodParam as InsightPeriod)
    : 'week';
  const filterParam = search.get('filter');
  const filter = (FILTERS as readonly string[]).includes(filterParam ?? '') ? (filterParam as Filter) : null;
  const progress = useGroupProgress(groepId, periode);
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setSearch(next, { replace: true });
  };

  const domains = progress.data?.domains ?? [];
  const columns = useMemo<TableColumnDefinition<Row>[]>(
    () => [
      createTableColumn<Row>({
        columnId: 'name',
        compare: (a, b) => a.displayName.localeCompare(b.displayName, 'nl'),
        renderHeaderCell: () => t('insight.group.student'),
        renderCell: (r) => {
          const to = link('a-leerling-voortgang', { leerlingId: r.leerlingId, voortgangId: 'overzicht' });
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
        },
      }),
      createTableColumn<Row>({
        columnId: 'signals',
        compare: (a, b) => signalCount(b) - signalCount(a),
        renderHeaderCell: () => t('insight.group.signals'),
        renderCell: (r) => (
          <span className={styles.badges}>
            {(r.insight?.stuck ?? []).map((s) => (
              <Badge
                key={s.oefentaakId}
                color="danger"
                shape="rounded"
                title={`${localized(s.title)}: ${t(`insight.stuckReason.${s.reason}`, { answers: s.answers, correct: s.correct, days: s.days })}`}
              >
                {t('insight.filters.stuck')}
                <span className="visually-hidden">
                  : {localized(s.title)},{' '}
                  {t(`insight.stuckReason.${s.reason}`, {
                    answers: s.answers,
                    correct: s.correct,
                    days: s.days,
                  })}
                </span>
              </Badge>
            ))}
            {r.insight?.practisedThisWeek === false && (
              <Badge color="warning" shape="rounded" appearance="tint">
                {t('insight.filters.notPractised')}
              </Badge>
            )}
            {r.insight?.fluencyTest.due && (
              <Badge color="informative" shape="rounded" appearance="tint">
                {t('insight.filters.testDue')}
              </Badge>
            )}
            {r.insight?.fluencyTest.justDone && (
              <Badge color="success" shape="rounded" appearance="tint">
                {t('insight.filters.testDone')}
              </Badge>
            )}
          </span>
        ),
      }),
      ...domains.map((d, i) =>
        createTableColumn<Row>({
          columnId: `domain-${d.id}`,
          compare: (a, b) => {
            const x = a.domains[i];
            const y = b.domains[i];
            if (!x || !y) return 0;
            return COLOUR_RANK[x.colour] - COLOUR_RANK[y.colour] || (x.lineShare ?? 0) - (y.lineShare ?? 0);
          },
          renderHeaderCell: () => localized(d.name),
          renderCell: (r) => {
            const s = r.domains.find((x) => x.domainId === d.id);
            if (!s) return null;
            const colourText = t(`insight.colours.${s.colour}`);
            const place = s.position ? `${s.position}/${s.tasksInDomain ?? '?'}` : '';
            return (
              <span
                className={mergeClasses(styles.cell, codes[s.colour])}
                data-colour={s.colour}
                title={[localized(s.title), colourText].filter(Boolean).join(' — ')}
              >
                <span className={styles.symbol} aria-hidden>
                  {COLOUR_SYMBOLS[s.colour]}
                </span>
                <span className="visually-hidden">{colourText}, </span>
                <span>{place ? t('insight.group.place', { place }) : t('insight.group.off')}</span>
              </span>
            );
          },
        }),
      ),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [domains, t, codes, styles],
  );

  if (progress.isPending) return <LoadingState />;
  if (progress.isError) return <ErrorState error={progress.error} onRetry={() => void progress.refetch()} />;
  const all = progress.data.students;
  const rows = filter ? all.filter(matches[filter]) : all;
  const minWidth = 200 + domains.length * 120 + 240;

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
          params={{ periode, taal: currentLocale() }}
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
      <ul className={styles.legend} aria-label={t('insight.legend')}>
        {PROGRESS_COLOURS.map((c) => (
          <li key={c} className={styles.legendItem}>
            <span className={mergeClasses(styles.swatch, codes[c])} aria-hidden>
              {COLOUR_SYMBOLS[c]}
            </span>
            {t(`insight.colours.${c}`)}
          </li>
        ))}
        <li className={styles.legendItem}>{t('insight.group.placeHint')}</li>
      </ul>
      {rows.length === 0 ? (
        <p role="status">{t('insight.group.noneMatch')}</p>
      ) : (
        <div className={styles.scroller} role="region" aria-label={t('insight.group.title')} tabIndex={0}>
          <DataGrid
            items={rows}
            columns={columns}
            sortable
            defaultSortState={{ sortColumn: 'name', sortDirection: 'ascending' }}
            getRowId={(r: Row) => r.leerlingId}
            aria-label={t('insight.group.title')}
            style={{ minWidth }}
          >
            <DataGridHeader>
              <DataGridRow>
                {({ renderHeaderCell }) => <DataGridHeaderCell>{renderHeaderCell()}</DataGridHeaderCell>}
              </DataGridRow>
            </DataGridHeader>
            <DataGridBody<Row>>
              {({ item, rowId }) => (
                <DataGridRow<Row> key={rowId} data-testid={`progress-${item.displayName}`}>
                  {({ renderCell }) => <DataGridCell>{renderCell(item)}</DataGridCell>}
                </DataGridRow>
              )}
            </DataGridBody>
          </DataGrid>
        </div>
      )}
    </section>
  );
}

function signalCount(r: Row): number {
  return FILTERS.filter((f) => matches[f](r)).length;
}
