import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  OFFICE_ROLES,
  type InviteOfficeUserBody,
  type OfficeRole,
  type OfficeUser,
} from '../../../src/domain/contracts/office-support';
import { revokeAllFamilies } from '../../auth-provider/sessions';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { ApiError } from '../../errors';
import { loginNameTaken } from '../../identity/login-names';
import { createResetToken, resetLink } from '../../identity/reset-tokens';
import { MAIL_FRAME, mailLanguageOf, type Mailer, type MailTemplate } from '../../mail';
import { recordAudit } from '../audit/record';
import type { AuthenticatedUser } from '../auth/authenticate';
import { INVITE_TOKEN_TTL_MS, INVITED_PASSWORD_HASH } from '../teachers/teachers';
import { endSessions } from '../../identity/sessions';

/** The office and superadmin users (no account), by name, with status and last sign-in. */
export async function listOfficeUsers(db: Database, ids?: string[]): Promise<OfficeUser[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.displayName,
      email: users.email,
      username: users.username,
      role: users.role,
      passwordHash: users.passwordHash,
      deactivatedAt: users.deactivatedAt,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users)
    .where(and(inArray(users.role, [...OFFICE_ROLES]), ids ? inArray(users.id, ids) : undefined))
    .orderBy(asc(users.displayName));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    username: r.username,
    role: r.role as OfficeRole,
    status: r.deactivatedAt ? 'deactivated' : r.passwordHash === INVITED_PASSWORD_HASH ? 'invited' : 'active',
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
  }));
}

export async function officeUserOf(db: Database, id: string): Promise<OfficeUser> {
  const [user] = await listOfficeUsers(db, [id]);
  if (!user) throw new ApiError(404, 'notFound');
  return user;
}

interface OfficeInviteMail {
  name: string;
  inviter: string;
  link: string;
}

const INVITE_MAIL: MailTemplate<OfficeInviteMail> = {
  nl: ({ name, inviter, link }) => ({
    subject: 'Je bent uitgenodigd voor het kantoor van Rekenblobs',
    text: `${MAIL_FRAME.nl.hello(name)}\n\n${inviter} heeft je uitgenodigd als medewerker van het Rekenblobs-kantoor. Kies je wachtwoord via deze link:\n\n${link}\n\nDe link werkt één keer en is zeven dagen geldig. Daarna log je in met dit e-mailadres en je wachtwoord. Is de link verlopen? Vraag dan op de inlogpagina een nieuw wachtwoord aan.\n\n${MAIL_FRAME.nl.bye}`,
  }),
  be: ({ name, inviter, link }) => ({
    subject: 'Je bent uitgenodigd voor het kantoor van Rekenblobs',
    text: `${MAIL_FRAME.be.hello(name)}\n\n${inviter} heeft je uitgenodigd als medewerker van het Rekenblobs-kantoor. Kies je wachtwoord via deze link:\n\n${link}\n\nDe link werkt één keer en blijft zeven dagen geldig. Daarna meld je je aan met dit e-mailadres en je wachtwoord. Is de link vervallen? Vraag dan op de aanmeldpagina een nieuw wachtwoord aan.\n\n${MAIL_FRAME.be.bye}`,
  }),
  en: ({ name, inviter, link }) => ({
    subject: 'You are invited to the Maths Blobs office',
    text: `${MAIL_FRAME.en.hello(name)}\n\n${inviter} has invited you to work in the Maths Blobs office. Choose your password with this link:\n\n${link}\n\nThe link works once and is valid for seven days. After that you log in with this e-mail address and your password. Has the link expired? Ask for a new password on the login page.\n\n${MAIL_FRAME.en.bye}`,
  }),
};

/**
 * Creates an office user without a usable password and mails a set-password link: the teacher
 * invitation's mechanism (the reset token, valid INVITE_TOKEN_TTL_MS; user name = e-mail address).
 */
export async function inviteOfficeUser(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  actor: AuthenticatedUser,
  body: InviteOfficeUserBody,
  acceptLanguage?: string,
): Promise<string> {
  const email = body.email.trim().toLowerCase();
  // The address becomes the user name, which must be no other user's anywhere.
  if (await loginNameTaken(db, email))
    throw new ApiError(409, 'emailUnavailable', { email: 'emailUnavailable' });
  const [inviter] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, actor.id));
  const { id, token } = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    let row: { id: string } | undefined;
    try {
      [row] = await t
        .insert(users)
        .values({
          accountId: null,
          role: 'office',
          username: email,
          email,
          displayName: body.name,
          passwordHash: INVITED_PASSWORD_HASH,
        })
        .returning({ id: users.id });
    } catch {
      throw new ApiError(409, 'emailUnavailable', { email: 'emailUnavailable' });
    }
    await recordAudit(t, actor, {
      action: 'officeUser.invite',
      accountId: null,
      targetId: row!.id,
      detail: { role: 'office' },
    });
    return { id: row!.id, token: await createResetToken(t, row!.id, INVITE_TOKEN_TTL_MS) };
  });
  const language = mailLanguageOf({ acceptLanguage });
  await mailer.send({
    to: email,
    ...INVITE_MAIL[language]({
      name: body.name,
      inviter: inviter?.name ?? 'Rekenblobs',
      link: resetLink(publicUrl, id, token, 'invitation'),
    }),
  });
  return id;
}

async function officeRow(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...OFFICE_ROLES])))
    .limit(1);
  if (!row) throw new ApiError(404, 'notFound');
  return row;
}

/**
 * Within a transaction: whether an active superadmin other than `except` remains. The superadmin
 * rows are locked first, so two superadmins cannot demote each other at the same moment.
 */
async function otherActiveSuperadmins(db: Database, except: string): Promise<number> {
  await db.execute(sql`select id from users where role = 'superadmin' for update`);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.role, 'superadmin'),
        isNull(users.deactivatedAt),
        ne(users.passwordHash, INVITED_PASSWORD_HASH),
        ne(users.id, except),
      ),
    );
  return Number(row?.n ?? 0);
}

/** A refusal the client words itself: the code is in `errors` under `field`. */
const refusal = (field: string, code: 'notYourself' | 'lastSuperadmin') =>
  new ApiError(409, 'conflict', { [field]: code });

/** Office <-> superadmin; never one's own role; one active superadmin always remains. */
export async function changeOfficeRole(
  db: Database,
  actor: AuthenticatedUser,
  id: string,
  role: OfficeRole,
): Promise<void> {
  if (id === actor.id) throw refusal('role', 'notYourself');
  const row = await officeRow(db, id);
  if (row.role === role) return;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (row.role === 'superadmin' && !row.deactivatedAt && (await otherActiveSuperadmins(t, id)) === 0)
      throw refusal('role', 'lastSuperadmin');
    await t
      .update(users)
      .set({ role, ...endSessions(), updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.accountId)));
    await revokeAllFamilies(t, id);
    await recordAudit(t, actor, {
      action: 'officeUser.role',
      accountId: null,
      targetId: id,
      detail: { from: row.role, to: role },
    });
  });
}

/** Deactivated office users cannot sign in and their sessions end; not oneself, not the last superadmin. */
export async function setOfficeUserActive(
  db: Database,
  actor: AuthenticatedUser,
  id: string,
  active: boolean,
): Promise<void> {
  if (!active && id === actor.id) throw refusal('user', 'notYourself');
  const row = await officeRow(db, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (
      !active &&
      row.role === 'superadmin' &&
      !row.deactivatedAt &&
      (await otherActiveSuperadmins(t, id)) === 0
    )
      throw refusal('user', 'lastSuperadmin');
    await t
      .update(users)
      .set(
        active
          ? { deactivatedAt: null, updatedAt: new Date() }
          : {
              deactivatedAt: row.deactivatedAt ?? new Date(),
              ...endSessions(),
              updatedAt: new Date(),
            },
      )
      .where(and(eq(users.id, id), isNull(users.accountId)));
    if (!active) await revokeAllFamilies(t, id);
    await recordAudit(t, actor, {
      action: active ? 'officeUser.activate' : 'officeUser.deactivate',
      accountId: null,
      targetId: id,
    });
  });
}
