import type { Seeder } from './seed';

/** The demo seeders, in order. The identity module adds the demo school, its staff and students. */
export const demoSeeders: Seeder[] = [];
