import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Slot } from './named-statement';

interface TableShape {
  /** [property, column name] in the table's order. */
  columns: [string, string][];
  /** The quoted column names, comma separated. */
  names: SQL;
}

const shapes = new WeakMap<PgTable, TableShape>();

/** A table's columns, worked out once: drizzle turns every identifier of a query into text anew. */
function shapeOf(table: PgTable): TableShape {
  let shape = shapes.get(table);
  if (!shape) {
    const columns = Object.entries(getTableColumns(table)).map(
      ([key, c]) => [key, c.name] as [string, string],
    );
    const names = sql.raw(columns.map(([, name]) => `"${name.replace(/"/g, '""')}"`).join(', '));
    shape = { columns, names };
    shapes.set(table, shape);
  }
  return shape;
}

/**
 * Rows as the database names their columns, for a jsonb parameter. `partial`: only the columns a row
 * names (an UPDATE's new values); else every row names every column (a default would not apply).
 */
export function recordsOf<T extends PgTable>(
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
  partial = false,
): Record<string, unknown>[] {
  const { columns } = shapeOf(table);
  return rows.map((row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [key, name] of columns) {
      if (key in row) out[name] = row[key];
      else if (!partial) throw new Error(`recordsOf(${name}): every row names every column`);
    }
    return out;
  });
}

/** `recordsOf` as the JSON text `rowsOf` takes. */
export function recordsJson<T extends PgTable>(
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
  partial = false,
): string {
  return JSON.stringify(recordsOf(table, rows, partial));
}

/**
 * Many rows as ONE parameter: a SELECT of every column, in the table's order, from
 * `jsonb_populate_recordset(null::<table>, $1)`, where `$1` is `recordsJson(table, rows)` (or a
 * template's slot for it). A multi-row `.values(rows)` writes a parameter per column per row, which
 * for a batch of answers costs more to build in drizzle and to parse in PostgreSQL than storing the
 * rows does.
 *
 * Every row names every column (a default would not apply here). Dates travel as ISO strings, which
 * PostgreSQL reads back to the millisecond; jsonb columns take the value as it is.
 */
export function rowsOf<T extends PgTable>(table: T, records: Slot<string>): SQL {
  return sql`select ${shapeOf(table).names} from jsonb_populate_recordset(null::${table}, ${records}::jsonb)`;
}

/**
 * `insert into <table> (<every column>) select ... from rowsOf(table, records)`; the caller adds ON
 * CONFLICT. `when`: a condition the rows are inserted under (none inserted when it is false), e.g. a
 * write's guard.
 */
export function insertRows<T extends PgTable>(table: T, records: Slot<string>, when?: SQL): SQL {
  const insert = sql`insert into ${table} (${shapeOf(table).names}) ${rowsOf(table, records)}`;
  return when ? sql`${insert} where ${when}` : insert;
}

/**
 * The inverse of `rowsOf`: a row as `row_to_json(<table row>)` returns it (keys are the database's column
 * names) into the object drizzle's select would give (its own keys; timestamps as Dates). Lets one
 * statement return rows of several tables at once, as json (cheaper for PostgreSQL to write than jsonb).
 * With `keys`, only those columns (a statement that selects `columnsOf(table, keys)`).
 */
export function rowOf<
  T extends PgTable,
  K extends keyof T['$inferSelect'] & string = keyof T['$inferSelect'] & string,
>(table: T, json: Record<string, unknown>, keys?: readonly K[]): Pick<T['$inferSelect'], K> {
  const columns = getTableColumns(table);
  const out: Record<string, unknown> = {};
  for (const key of keys ?? (Object.keys(columns) as K[])) {
    const column = columns[key]!;
    const value = json[column.name];
    if (value === undefined) throw new Error(`rowOf(${column.name}): the row lacks this column`);
    // A jsonb value arrives as it is stored; drizzle's mapping would parse a string value as JSON.
    out[key] = value === null || column.dataType === 'json' ? value : column.mapFromDriverValue(value);
  }
  return out as Pick<T['$inferSelect'], K>;
}

/** `alias.column, ...` of these columns of `table`, for a select that `rowOf(table, json, keys)` reads. */
export function columnsOf<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['$inferSelect'] & string)[],
  alias: string,
): SQL {
  const columns = getTableColumns(table);
  return sql.raw(keys.map((key) => `${alias}."${columns[key]!.name}"`).join(', '));
}
