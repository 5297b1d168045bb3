import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import {
  FRIEND_INVITES_PER_DAY,
  INVITE_FRAGMENT_KEY,
  type FriendInvite,
  type FriendInviteBody,
  type InvitePrefill,
} from '../../../src/domain/contracts/office-comms';
import type { Database } from '../../db/connection';
import { accounts, friendInvites, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { MAIL_FRAME, mailLanguageOf, type Mailer, type MailTemplate } from '../../mail';
import type { AuthenticatedUser } from '../auth/authenticate';

const DAY_MS = 24 * 60 * 60 * 1000;

interface InviteMail {
  name: string | null;
  sender: string;
  school: string;
  link: string;
}

const INVITE_MAIL: MailTemplate<InviteMail> = {
  nl: ({ name, sender, school, link }) => ({
    subject: `${sender} nodigt je uit voor Rekenblobs`,
    text: `${name ? MAIL_FRAME.nl.hello(name) : 'Hallo,'}\n\n${sender} van ${school} oefent met de leerlingen in Rekenblobs en denkt dat het ook iets voor jouw school is.\n\nVraag een gratis proefperiode aan via deze link; wat we al weten, staat dan al ingevuld:\n${link}\n\nHeb je geen belangstelling? Dan hoef je niets te doen: we sturen je geen andere mail.\n\n${MAIL_FRAME.nl.bye}`,
  }),
  be: ({ name, sender, school, link }) => ({
    subject: `${sender} nodigt je uit voor Rekenblobs`,
    text: `${name ? MAIL_FRAME.be.hello(name) : 'Dag,'}\n\n${sender} van ${school} oefent met de leerlingen in Rekenblobs en denkt dat het ook iets voor jouw school is.\n\nVraag een gratis proefperiode aan via deze link; wat we al weten, is dan al ingevuld:\n${link}\n\nGeen interesse? Dan hoef je niets te doen: we sturen je geen andere mail.\n\n${MAIL_FRAME.be.bye}`,
  }),
  en: ({ name, sender, school, link }) => ({
    subject: `${sender} invites you to Maths Blobs`,
    text: `${name ? MAIL_FRAME.en.hello(name) : 'Hello,'}\n\n${sender} of ${school} practises sums with their pupils in Maths Blobs and thinks it might suit your school too.\n\nAsk for a free trial through this link; what we already know is filled in for you:\n${link}\n\nNot interested? Then you need not do anything: we will not send you another mail.\n\n${MAIL_FRAME.en.bye}`,
  }),
};

export const hashInviteCode = (code: string) => createHash('sha256').update(code.trim()).digest('hex');

const applied = sql<boolean>`exists (select 1 from site_submissions s where s.invite_id = friend_invites.id)`;

export async function sentToday(db: Database, userId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(friendInvites)
    .where(
      and(eq(friendInvites.invitedBy, userId), gt(friendInvites.createdAt, new Date(now.getTime() - DAY_MS))),
    );
  return Number(row?.count ?? 0);
}

/** The caller's own invites, newest first (a teacher does not see whom colleagues invited). */
export async function listInvites(db: Database, scope: string, userId: string): Promise<FriendInvite[]> {
  const rows = await db
    .select({
      id: friendInvites.id,
      name: friendInvites.name,
      email: friendInvites.email,
      schoolName: friendInvites.schoolName,
      createdAt: friendInvites.createdAt,
      applied,
    })
    .from(friendInvites)
    .where(and(eq(friendInvites.accountId, scope), eq(friendInvites.invitedBy, userId)))
    .orderBy(desc(friendInvites.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, applied: Boolean(r.applied), createdAt: r.createdAt.toISOString() }));
}

/**
 * Invites a colleague: a random code goes into the mail's link (in the URL fragment, so no server
 * log sees it); only its SHA-256 is kept. At most FRIEND_INVITES_PER_DAY per user per 24 hours.
 */
export async function createInvite(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  user: AuthenticatedUser,
  scope: string,
  body: FriendInviteBody,
  acceptLanguage?: string,
): Promise<string> {
  const email = body.email.trim().toLowerCase();
  const code = randomBytes(24).toString('base64url');
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // One sender at a time, so two quick requests cannot both take the last invite of the day.
    await t.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if ((await sentToday(t, user.id)) >= FRIEND_INVITES_PER_DAY) throw new ApiError(429, 'inviteLimit');
    const [row] = await t
      .insert(friendInvites)
      .values({
        accountId: scope,
        invitedBy: user.id,
        email,
        name: body.name ?? null,
        schoolName: body.schoolName ?? null,
        codeHash: hashInviteCode(code),
      })
      .returning({ id: friendInvites.id });
    return row!.id;
  });
  const [sender] = await db
    .select({ name: users.displayName, school: accounts.name, country: accounts.country })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, user.id));
  const link = `${publicUrl}/site/aanvraagformulier#${INVITE_FRAGMENT_KEY}=${code}`;
  // The sender's own language: they write to a colleague they know.
  const language = mailLanguageOf({ acceptLanguage, country: sender?.country });
  await mailer.send({
    to: email,
    ...INVITE_MAIL[language]({ name: body.name ?? null, sender: sender!.name, school: sender!.school, link }),
  });
  return id;
}

export async function inviteOf(
  db: Database,
  scope: string,
  userId: string,
  id: string,
): Promise<FriendInvite> {
  const found = (await listInvites(db, scope, userId)).find((i) => i.id === id);
  if (!found) throw new ApiError(404, 'notFound');
  return found;
}

/** What the application form may fill in for a code; 404 for an unknown code. */
export async function prefillOf(db: Database, code: string): Promise<InvitePrefill> {
  const [row] = await db
    .select({ name: friendInvites.name, email: friendInvites.email, schoolName: friendInvites.schoolName })
    .from(friendInvites)
    .where(eq(friendInvites.codeHash, hashInviteCode(code)));
  if (!row) throw new ApiError(404, 'notFound');
  return row;
}

/** The invite an application's code belongs to, or null (an unknown code does not stop the application). */
export async function inviteIdOfCode(db: Database, code: string | undefined): Promise<string | null> {
  if (!code) return null;
  const [row] = await db
    .select({ id: friendInvites.id })
    .from(friendInvites)
    .where(eq(friendInvites.codeHash, hashInviteCode(code)));
  return row?.id ?? null;
}

/** Every invite with who sent it and the application it led to (office). */
export async function officeInvites(db: Database) {
  const rows = await db
    .select({
      id: friendInvites.id,
      name: friendInvites.name,
      email: friendInvites.email,
      schoolName: friendInvites.schoolName,
      createdAt: friendInvites.createdAt,
      accountId: friendInvites.accountId,
      inviterSchool: accounts.name,
      inviterName: users.displayName,
      applicationId: sql<
        string | null
      >`(select s.id from site_submissions s where s.invite_id = friend_invites.id order by s.created_at limit 1)`,
    })
    .from(friendInvites)
    .innerJoin(accounts, eq(accounts.id, friendInvites.accountId))
    .innerJoin(users, eq(users.id, friendInvites.invitedBy))
    .orderBy(desc(friendInvites.createdAt))
    .limit(500);
  return rows.map((r) => ({
    ...r,
    applied: r.applicationId !== null,
    createdAt: r.createdAt.toISOString(),
  }));
}
