import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BREAKPOINTS } from '../../domain/constants';

export interface Column<Row> {
  key: string;
  /** The header's words; `hiddenHeader` keeps them for screen readers only (a row menu's column). */
  header: string;
  hiddenHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** A CSS width ("30%", "56px"). */
  width?: string;
  /** Left out below this screen width: the first cell then says what matters of it. */
  hideBelow?: 'sm' | 'md';
}

const useStyles = makeStyles({
  table: { maxWidth: '1400px' },
  sm: { [`@media (max-width: ${BREAKPOINTS.sm - 0.02}px)`]: { display: 'none' } },
  md: { [`@media (max-width: ${BREAKPOINTS.md - 0.02}px)`]: { display: 'none' } },
});

/**
 * The staff screens' one table: columns declared once (header, cell, width, the screen width below
 * which a column steps aside), one row per item, a test id per row.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
}: {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId?: (row: Row) => string;
}) {
  const styles = useStyles();
  const hide = (column: Column<Row>) => (column.hideBelow ? styles[column.hideBelow] : undefined);
  return (
    <Table aria-label={label} className={styles.table}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell
              key={column.key}
              className={mergeClasses(hide(column))}
              style={column.width ? { width: column.width } : undefined}
            >
              {column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} data-testid={rowTestId?.(row)}>
            {columns.map((column) => (
              <TableCell key={column.key} className={mergeClasses(hide(column))}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
