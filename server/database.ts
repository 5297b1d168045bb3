import { seedCurriculum } from './api/practice/curriculum-seed';
import { connectDatabase, type DatabaseHandle, type DatabaseTarget } from './db/connection';

/**
 * Opens the product's database: connects, runs the committed migrations, and seeds the product
 * content (learning line, generator settings, sum collections) like a migration. Here rather than in
 * db/ so that the database layer never imports an API module.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return connectDatabase(target, seedCurriculum);
}
