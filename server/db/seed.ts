import type { Database } from './connection';

export interface DemoLogin {
  role: string;
  username: string;
  password: string;
}

/**
 * Fills an empty database with demo data. Each module that owns demo data registers a seeder;
 * the seeders run in registration order inside one transaction, and only when the database is empty
 * (the first seeder's `isEmpty` decides). Returns the log-ins to print at start.
 */
export interface Seeder {
  name: string;
  isEmpty?(db: Database): Promise<boolean>;
  run(db: Database): Promise<DemoLogin[]>;
}

export async function seedDemoData(db: Database, seeders: readonly Seeder[]): Promise<DemoLogin[] | null> {
  const first = seeders[0];
  if (!first) return null;
  if (first.isEmpty && !(await first.isEmpty(db))) return null;
  const logins: DemoLogin[] = [];
  await db.transaction(async (tx) => {
    for (const seeder of seeders) logins.push(...(await seeder.run(tx as unknown as Database)));
  });
  return logins;
}
