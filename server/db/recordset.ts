import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Many rows as ONE parameter, for `db.insert(table).select(rowsOf(table, rows))`: a SELECT of every
 * column, in the table's order, from `jsonb_populate_recordset(null::<table>, $1)`. A multi-row
 * `.values(rows)` writes a parameter per column per row, which for a batch of answers costs more to
 * build in drizzle and to parse in PostgreSQL than storing the rows does.
 *
 * Every row names every column (a default would not apply here). Dates travel as ISO strings, which
 * PostgreSQL reads back to the millisecond; jsonb columns take the value as it is.
 */
export function rowsOf<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  const columns = Object.entries(getTableColumns(table));
  const json = rows.map((row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      if (!(key in row)) throw new Error(`rowsOf(${column.name}): every row names every column`);
      out[column.name] = row[key];
    }
    return out;
  });
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  return sql`select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(json)}::jsonb)`;
}

/**
 * The inverse of `rowsOf`: a row as `to_jsonb(<table row>)` returns it (keys are the database's column
 * names) into the object drizzle's select would give (its own keys; timestamps as Dates). Lets one
 * statement return rows of several tables at once, each as a jsonb value.
 */
export function rowOf<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    if (value === undefined) throw new Error(`rowOf(${column.name}): the row lacks this column`);
    // A jsonb value arrives as it is stored; drizzle's mapping would parse a string value as JSON.
    out[key] = value === null || column.dataType === 'json' ? value : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}
