import { identitySeeder } from './api/auth/seed';
import { practiceSeeder } from './api/practice/seed';
import { officeAccountsSeeder } from './api/office-accounts/seed';
import type { Seeder } from './db/seed';

/**
 * The demo seeders, in order. The identity seeder comes first: it decides whether the database is
 * empty, and later seeders build on its accounts, groups and users. The practice seeder plays demo
 * rounds through the engine's services.
 */
export const demoSeeders: Seeder[] = [identitySeeder, practiceSeeder, officeAccountsSeeder];
