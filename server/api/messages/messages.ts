import { and, asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type {
  Audience,
  MessageBody,
  SchoolMessage,
  SentMessage,
} from '../../../src/domain/contracts/office-comms';
import type { Database } from '../../db/connection';
import {
  accounts,
  officeMessageReads,
  officeMessageRecipients,
  officeMessages,
  users,
} from '../../db/schema';
import { ApiError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';
import { recordAudit } from '../audit/record';
import { licenceStates } from '../licences/state';

/**
 * The accounts an audience means now: every active school, a selection of them by country and/or
 * licence state (both must match when both are chosen), or one account (a school or a home account).
 */
export async function resolveAudience(db: Database, audience: Audience, now = new Date()): Promise<string[]> {
  if (audience.kind === 'account') {
    const [row] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, audience.accountId));
    if (!row) throw new ApiError(400, 'badRequest', { 'audience.accountId': 'notFound' });
    return [row.id];
  }
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.kind, 'school'),
        isNull(accounts.deactivatedAt),
        audience.kind === 'selection' && audience.countries.length
          ? inArray(accounts.country, audience.countries)
          : undefined,
      ),
    );
  let ids = rows.map((r) => r.id);
  if (audience.kind === 'selection' && audience.licenceStates.length) {
    const states = await licenceStates(db, ids, now);
    const wanted = new Set<string>(audience.licenceStates);
    ids = ids.filter((id) => wanted.has(states.get(id)?.state ?? 'none'));
  }
  return ids;
}

/** Stores a message and its recipients (fixed now); returns its id. Run inside a transaction. */
export async function storeMessage(
  db: Database,
  message: { title: string; body: string; audience: Record<string, unknown>; createdBy: string | null },
  accountIds: readonly string[],
): Promise<string> {
  const [row] = await db.insert(officeMessages).values(message).returning({ id: officeMessages.id });
  if (accountIds.length)
    await db
      .insert(officeMessageRecipients)
      .values(accountIds.map((accountId) => ({ messageId: row!.id, accountId })));
  return row!.id;
}

export async function sendMessage(
  db: Database,
  actor: AuthenticatedUser,
  body: MessageBody,
): Promise<string> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const recipients = await resolveAudience(t, body.audience);
    if (!recipients.length) throw new ApiError(400, 'badRequest', { audience: 'noRecipients' });
    const id = await storeMessage(
      t,
      { title: body.title, body: body.body, audience: body.audience, createdBy: actor.id },
      recipients,
    );
    await recordAudit(t, actor, {
      action: 'message.send',
      accountId: body.audience.kind === 'account' ? body.audience.accountId : null,
      targetId: id,
      detail: { audience: body.audience, recipients: recipients.length },
    });
    return id;
  });
}

export async function sentMessages(db: Database, id?: string): Promise<SentMessage[]> {
  const rows = await db
    .select({
      id: officeMessages.id,
      title: officeMessages.title,
      body: officeMessages.body,
      audience: officeMessages.audience,
      createdAt: officeMessages.createdAt,
      recipients: sql<number>`(select count(*)::int from office_message_recipients r where r.message_id = office_messages.id)`,
      readAccounts: sql<number>`(select count(distinct d.account_id)::int from office_message_reads d where d.message_id = office_messages.id)`,
      readers: sql<number>`(select count(*)::int from office_message_reads d where d.message_id = office_messages.id)`,
      accountName: sql<
        string | null
      >`(select a.name from accounts a where ${officeMessages.audience}->>'kind' = 'account' and a.id::text = ${officeMessages.audience}->>'accountId')`,
    })
    .from(officeMessages)
    .where(id ? eq(officeMessages.id, id) : undefined)
    .orderBy(desc(officeMessages.createdAt))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    audience: r.audience as Record<string, unknown>,
    createdAt: r.createdAt.toISOString(),
    recipients: Number(r.recipients),
    readAccounts: Number(r.readAccounts),
    readers: Number(r.readers),
  }));
}

export async function messageReads(db: Database, messageId: string) {
  const [message] = await db
    .select({ id: officeMessages.id })
    .from(officeMessages)
    .where(eq(officeMessages.id, messageId));
  if (!message) throw new ApiError(404, 'notFound');
  const rows = await db
    .select({
      userId: users.id,
      name: users.displayName,
      accountId: accounts.id,
      school: accounts.name,
      readAt: officeMessageReads.readAt,
    })
    .from(officeMessageReads)
    .innerJoin(users, eq(users.id, officeMessageReads.userId))
    .innerJoin(accounts, eq(accounts.id, officeMessageReads.accountId))
    .where(eq(officeMessageReads.messageId, messageId))
    .orderBy(asc(accounts.name), asc(users.displayName));
  return rows.map((r) => ({ ...r, readAt: r.readAt.toISOString() }));
}

export async function searchAccounts(db: Database, query: string) {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: accounts.id, name: accounts.name, kind: accounts.kind, country: accounts.country })
    .from(accounts)
    .where(query ? ilike(accounts.name, pattern) : undefined)
    .orderBy(asc(accounts.name))
    .limit(20);
}

/** The account's messages for one of its staff: unread (by them) first, newest first. */
export async function schoolMessages(db: Database, scope: string, userId: string): Promise<SchoolMessage[]> {
  const read = sql<boolean>`exists (select 1 from office_message_reads d where d.message_id = office_messages.id and d.user_id = ${userId})`;
  const rows = await db
    .select({
      id: officeMessages.id,
      title: officeMessages.title,
      body: officeMessages.body,
      createdAt: officeMessages.createdAt,
      read,
    })
    .from(officeMessageRecipients)
    .innerJoin(officeMessages, eq(officeMessages.id, officeMessageRecipients.messageId))
    .where(eq(officeMessageRecipients.accountId, scope))
    .orderBy(read, desc(officeMessages.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, read: Boolean(r.read), createdAt: r.createdAt.toISOString() }));
}

/** Marks a message read by the caller; only a message sent to their account (404 otherwise). */
export async function markRead(
  db: Database,
  scope: string,
  userId: string,
  messageId: string,
): Promise<void> {
  const [recipient] = await db
    .select({ messageId: officeMessageRecipients.messageId })
    .from(officeMessageRecipients)
    .where(
      and(eq(officeMessageRecipients.messageId, messageId), eq(officeMessageRecipients.accountId, scope)),
    );
  if (!recipient) throw new ApiError(404, 'notFound');
  await db.insert(officeMessageReads).values({ messageId, userId, accountId: scope }).onConflictDoNothing();
}
