import { eq, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import * as schema from '../../db/schema';
import { ApiError } from '../../errors';

/** Columns never exported: secrets, not personal data of the school. */
const SECRET_COLUMNS = new Set(['passwordHash', 'passwordSealed', 'codeHash', 'eckidHash']);

/**
 * Every table that holds data of one account (all carry `account_id`), in the order a reader would
 * look for them. The export is the GDPR answer to "what do you keep about us".
 */
const ACCOUNT_TABLES: [string, PgTable & { accountId: Column }][] = [
  ['licences', schema.licences],
  ['groups', schema.groups],
  ['users', schema.users],
  ['groupTeachers', schema.groupTeachers],
  ['groupMembers', schema.groupMembers],
  ['edexmlGroupChoices', schema.edexmlGroupChoices],
  ['exerciseSettings', schema.exerciseSettings],
  ['customTasks', schema.customTasks],
  ['studentPractice', schema.studentPractice],
  ['taskListTasks', schema.taskListTasks],
  ['studentTaskStates', schema.studentTaskStates],
  ['studentFacts', schema.studentFacts],
  ['sumWindows', schema.sumWindows],
  ['answers', schema.answers],
  ['answerDayTotals', schema.answerDayTotals],
  ['fluencyTests', schema.fluencyTests],
  ['fluencyTestAnswers', schema.fluencyTestAnswers],
  ['coinLedger', schema.coinLedger],
  ['studentBlobs', schema.studentBlobs],
  ['webinarSignups', schema.webinarSignups],
  ['officeMessageReads', schema.officeMessageReads],
  ['friendInvites', schema.friendInvites],
  ['siteSubmissions', schema.siteSubmissions as never],
  ['auditLog', schema.auditLog as never],
];

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMNS.has(key)));
}

/** All data of an account as one JSON document (without password hashes, sealed passwords, codes). */
export async function exportAccount(db: Database, id: string): Promise<Record<string, unknown>> {
  const [account] = await db.select().from(schema.accounts).where(eq(schema.accounts.id, id));
  if (!account) throw new ApiError(404, 'notFound');
  const tables: Record<string, unknown[]> = {};
  for (const [name, table] of ACCOUNT_TABLES) {
    const rows = (await db.select().from(table).where(eq(table.accountId, id))) as Record<string, unknown>[];
    tables[name] = rows.map(withoutSecrets);
  }
  return {
    format: 'rekenblobs-account-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    account,
    ...tables,
  };
}
