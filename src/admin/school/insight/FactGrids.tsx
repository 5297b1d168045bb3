import { Tab, TabList, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { FactMatrix, StudentInsight } from '../../../domain/contracts/practice';
import type { FactGridId } from '../../../domain/insight/fact-grids';
import { currentLocale } from '../../../shell/lib/i18n';

import { FACT_SYMBOLS, useCodeStyles } from './colours';
import { localized, useInsightScreen } from './api';

const LOCALES = { nl: 'nl-NL', be: 'nl-BE', en: 'en-GB' } as const;
const STATUSES = ['notSeen', 'learning', 'slow', 'automated'] as const;

/** How a grid heads its rows and columns (the detail line under it always writes the whole sum). */
const HEADS: Record<
  FactGridId,
  { corner: string; row?: (r: number) => string; col?: (c: number) => string }
> = {
  tables: { corner: '×' },
  division: { corner: ':', row: (r) => `: ${r}`, col: (c) => `= ${c}` },
  addTo20: { corner: '+' },
  subtractTo20: { corner: '−' },
  bonds: { corner: '=' },
  complements: { corner: '+ _ =' },
  complementTo100: { corner: '+' },
  doublesHalves: { corner: '' },
};
/** Grids whose cells show the number the sum starts with (40 of 40 : 8), which no header names. */
const NUMBER_IN_CELL: ReadonlySet<FactGridId> = new Set(['division', 'doublesHalves']);

const useStyles = makeStyles({
  tabs: { flexWrap: 'wrap' },
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
    width: '1.6em',
    height: '1.6em',
    borderRadius: tokens.borderRadiusSmall,
  },
  axes: { margin: '4px 0 8px', color: tokens.colorNeutralForeground2 },
  opened: { margin: '8px 0 4px' },
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  matrix: { borderCollapse: 'separate', borderSpacing: '2px', fontSize: tokens.fontSizeBase200 },
  head: {
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
    minWidth: '1.9em',
    whiteSpace: 'nowrap',
  },
  cell: {
    width: '2.1em',
    height: '2.1em',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'default',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  numberCell: { width: '2.9em', whiteSpace: 'nowrap' },
  practised: { cursor: 'pointer' },
  selected: { outline: `2px solid ${tokens.colorNeutralForeground1}`, outlineOffset: '1px' },
  symbol: { fontSize: '0.85em' },
  detail: { minHeight: '1.5em', margin: '8px 0' },
  chosen: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
});

function seconds(ms: number): string {
  return `${new Intl.NumberFormat(LOCALES[currentLocale()], { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(ms / 1000)} s`;
}

/**
 * Which grid to open: the grid of the task the child is stuck on (most answers first), else the grid
 * the child practised most.
 */
export function openingGrid(insight: StudentInsight): { grid: string; stuckOn?: string } {
  const stuck = [...(insight.stuck ?? [])].filter((s) => s.factGrid).sort((a, b) => b.answers - a.answers)[0];
  if (stuck?.factGrid) return { grid: stuck.factGrid, stuckOn: localized(stuck.title) };
  const seen = (m: FactMatrix) => m.cells.filter((c) => c.answers > 0).length;
  const most = [...insight.factMatrices].sort((a, b) => seen(b) - seen(a))[0];
  return { grid: most?.matrix ?? 'tables' };
}

/**
 * The fact grids, one tab per kind of fact on the learning line, each cell coloured by the child's
 * fluency (not seen / learning / right but slow / automated) with a symbol; a cell tapped, clicked or
 * reached by Tab writes its sum, status, answers and typical time in the line under the grid.
 */
export function FactGrids({ insight, name }: { insight: StudentInsight; name: string }) {
  const { t } = useInsightScreen();
  const styles = useStyles();
  const codes = useCodeStyles();
  const opening = openingGrid(insight);
  const [which, setWhich] = useState<string>(opening.grid);
  const [detail, setDetail] = useState<{ sumId: string; text: string } | null>(null);
  const matrices = insight.factMatrices;
  const matrix = matrices.find((m) => m.matrix === which) ?? matrices[0];
  if (!matrix) return <p className={styles.muted}>{t('insight.student.none')}</p>;
  const grid = matrix.matrix;
  const heads = HEADS[grid];
  const rows = [...new Set(matrix.cells.map((c) => c.row))].sort((a, b) => a - b);
  const cols = [...new Set(matrix.cells.map((c) => c.col))].sort((a, b) => a - b);
  const byKey = new Map(matrix.cells.map((c) => [`${c.row}:${c.col}`, c]));
  const caption = t(`insight.matrices.${grid}`);
  const rowHead = (r: number) =>
    grid === 'doublesHalves'
      ? t(r === 1 ? 'insight.grids.doubles' : 'insight.grids.halves')
      : (heads.row?.(r) ?? String(r));
  const counts = Object.fromEntries(
    STATUSES.map((s) => [s, matrix.cells.filter((c) => c.status === s).length]),
  );
  return (
    <>
      <TabList
        className={styles.tabs}
        selectedValue={grid}
        onTabSelect={(_e, data) => {
          setWhich(String(data.value));
          setDetail(null);
        }}
        aria-label={t('insight.student.facts')}
      >
        {matrices.map((m) => (
          <Tab key={m.matrix} value={m.matrix}>
            {t(`insight.matrices.${m.matrix}`)}
          </Tab>
        ))}
      </TabList>
      {opening.stuckOn && grid === opening.grid && (
        <p className={styles.opened}>{t('insight.grids.openedOnStuck', { name, task: opening.stuckOn })}</p>
      )}
      <p className={styles.axes}>{t(`insight.grids.axes.${grid}`)}</p>
      <ul className={styles.legend} aria-label={t('insight.legend')}>
        {STATUSES.map((s) => (
          <li key={s} className={styles.legendItem}>
            <span className={mergeClasses(styles.swatch, codes[s])} aria-hidden>
              {FACT_SYMBOLS[s]}
            </span>
            {t(`insight.fact.${s}`, { threshold: seconds(matrix.thresholdMs) })} ({counts[s]})
          </li>
        ))}
      </ul>
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.matrix} data-testid={`matrix-${grid}`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.head}>
                {heads.corner || <span className="visually-hidden">{caption}</span>}
              </th>
              {cols.map((c) => (
                <th key={c} scope="col" className={styles.head}>
                  {heads.col?.(c) ?? c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r}>
                <th scope="row" className={styles.head}>
                  {rowHead(r)}
                </th>
                {cols.map((c) => {
                  const cell = byKey.get(`${r}:${c}`);
                  if (!cell) return <td key={c} />;
                  const sum = cell.text ?? cell.sumId;
                  const label = [
                    sum,
                    t(`insight.fact.${cell.status}`, { threshold: seconds(matrix.thresholdMs) }),
                    cell.answers
                      ? t('insight.fact.answers', { correct: cell.correctAnswers, answers: cell.answers })
                      : '',
                    cell.typicalMs !== null ? t('insight.fact.time', { time: seconds(cell.typicalMs) }) : '',
                  ]
                    .filter(Boolean)
                    .join(', ');
                  const show = () => setDetail({ sumId: cell.sumId, text: label });
                  const practised = cell.answers > 0;
                  return (
                    <td
                      key={c}
                      className={mergeClasses(
                        styles.cell,
                        NUMBER_IN_CELL.has(grid) && styles.numberCell,
                        practised && styles.practised,
                        codes[cell.status],
                        detail?.sumId === cell.sumId && styles.selected,
                      )}
                      data-status={cell.status}
                      data-sum={cell.sumId}
                      title={label}
                      tabIndex={practised ? 0 : undefined}
                      onMouseEnter={practised ? show : undefined}
                      onFocus={show}
                      onClick={show}
                    >
                      {NUMBER_IN_CELL.has(grid) && <span aria-hidden>{sum.split(' ')[0]} </span>}
                      <span aria-hidden className={styles.symbol}>
                        {FACT_SYMBOLS[cell.status]}
                      </span>
                      <span className="visually-hidden">{label}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p
        className={mergeClasses(styles.detail, detail ? styles.chosen : undefined)}
        aria-live="polite"
        data-testid="fact-detail"
      >
        {detail?.text ?? t('insight.fact.hint')}
      </p>
    </>
  );
}
