import { identitySeeder } from '../api/auth/seed';
import type { Seeder } from './seed';

/**
 * The demo seeders, in order. The identity seeder comes first: it decides whether the database is
 * empty, and later seeders build on its accounts, groups and users.
 */
export const demoSeeders: Seeder[] = [identitySeeder];
