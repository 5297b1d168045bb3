/**
 * The database schema (Drizzle), one file per area under ./schema; this file is the one import every
 * module and drizzle-kit use. Every table holding school data carries account_id
 * (docs/ARCHITECTURE.md, "Identity"). Practice tables: docs/ARCHITECTURE.md, "Practice". Product
 * content (the learning line, generator settings, sum collections, item difficulties) has no account.
 */
export * from './schema/accounts';
export * from './schema/curriculum';
export * from './schema/office-comms';
export * from './schema/practice';
export * from './schema/roster';
export * from './schema/sessions';
export * from './schema/site';
export * from './schema/system';
