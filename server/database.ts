import { seedContent } from './api/content/releases';
import { connectDatabase, type DatabaseHandle, type DatabaseTarget } from './db/connection';

/**
 * Opens the product's database: connects, runs the committed migrations, and on a new installation
 * publishes the code's content (learning line, generator settings, sum collections) as version 1. Here rather than in
 * db/ so that the database layer never imports an API module.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return connectDatabase(target, seedContent);
}
