import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Teacher } from '../../../src/domain/contracts/roster';
import { revokeAllFamilies } from '../../auth-provider/sessions';
import type { Database } from '../../db/connection';
import { accounts, groups, groupTeachers, passwordResetTokens, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { MAIL_FRAME, mailLanguageOf, type Mailer, type MailLanguage, type MailTemplate } from '../../mail';
import { createResetToken, resetLink } from '../../identity/reset-tokens';
import { recordAudit } from '../audit/record';
import type { AuthenticatedUser } from '../auth/authenticate';
import { endSessions } from '../../identity/sessions';

/**
 * The password hash of an invited teacher who has not chosen a password yet: not a PHC string, so no
 * password ever verifies against it (verifyPassword answers false). The set-password link replaces it.
 */
export const INVITED_PASSWORD_HASH = '!invited';

/** An invitation's set-password link stays valid this long (a password reset link: one hour). */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const TEACHER_ROLE_LIST = ['schooladmin', 'docent'] as const;
type TeacherRole = (typeof TEACHER_ROLE_LIST)[number];

/** The account's staff (schooladmin and docent) with their groups, status and last sign-in. */
export async function listTeachers(db: Database, scope: string, ids?: string[]): Promise<Teacher[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.displayName,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      deactivatedAt: users.deactivatedAt,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users)
    .where(
      and(
        eq(users.accountId, scope),
        inArray(users.role, [...TEACHER_ROLE_LIST]),
        ids ? inArray(users.id, ids) : undefined,
      ),
    )
    .orderBy(asc(users.displayName));
  const userIds = rows.map((r) => r.id);
  const taught = userIds.length
    ? await db
        .select({ userId: groupTeachers.userId, id: groups.id, name: groups.name })
        .from(groupTeachers)
        .innerJoin(groups, eq(groups.id, groupTeachers.groupId))
        .where(
          and(
            eq(groupTeachers.accountId, scope),
            inArray(groupTeachers.userId, userIds),
            isNull(groups.archivedAt),
          ),
        )
        .orderBy(asc(groups.name))
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role as TeacherRole,
    groups: taught.filter((g) => g.userId === r.id).map((g) => ({ id: g.id, name: g.name })),
    status: r.deactivatedAt ? 'deactivated' : r.passwordHash === INVITED_PASSWORD_HASH ? 'invited' : 'active',
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
  }));
}

export async function teacherOf(db: Database, scope: string, id: string): Promise<Teacher> {
  const [teacher] = await listTeachers(db, scope, [id]);
  if (!teacher) throw new ApiError(404, 'notFound');
  return teacher;
}

/** The group ids must be groups of the account that are not archived (400 on the field otherwise). */
async function assertOwnGroups(db: Database, scope: string, groupIds: string[]): Promise<string[]> {
  const unique = [...new Set(groupIds)];
  if (!unique.length) return unique;
  const found = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.accountId, scope), inArray(groups.id, unique), isNull(groups.archivedAt)));
  if (found.length !== unique.length) throw new ApiError(400, 'badRequest', { groupIds: 'format' });
  return unique;
}

async function setGroups(db: Database, scope: string, userId: string, groupIds: string[]): Promise<void> {
  await db
    .delete(groupTeachers)
    .where(and(eq(groupTeachers.userId, userId), eq(groupTeachers.accountId, scope)));
  if (groupIds.length)
    await db.insert(groupTeachers).values(groupIds.map((groupId) => ({ groupId, userId, accountId: scope })));
}

interface StaffInviteMail {
  name: string;
  school: string;
  role: TeacherRole;
  link: string;
}

const ROLE_NAMES: Record<MailLanguage, Record<TeacherRole, string>> = {
  nl: { schooladmin: 'schoolbeheerder', docent: 'docent' },
  be: { schooladmin: 'schoolbeheerder', docent: 'leerkracht' },
  en: { schooladmin: 'school administrator', docent: 'teacher' },
};

const INVITE_MAIL: MailTemplate<StaffInviteMail> = {
  nl: ({ name, school, role, link }) => ({
    subject: 'Je bent uitgenodigd voor Rekenblobs',
    text: `${MAIL_FRAME.nl.hello(name)}\n\n${school} heeft je uitgenodigd als ${ROLE_NAMES.nl[role]} in Rekenblobs. Kies je wachtwoord via deze link:\n\n${link}\n\nDe link werkt één keer en is zeven dagen geldig. Daarna log je in met dit e-mailadres en je wachtwoord. Is de link verlopen? Vraag dan op de inlogpagina een nieuw wachtwoord aan.\n\n${MAIL_FRAME.nl.bye}`,
  }),
  be: ({ name, school, role, link }) => ({
    subject: 'Je bent uitgenodigd voor Rekenblobs',
    text: `${MAIL_FRAME.be.hello(name)}\n\n${school} heeft je uitgenodigd als ${ROLE_NAMES.be[role]} in Rekenblobs. Kies je wachtwoord via deze link:\n\n${link}\n\nDe link werkt één keer en blijft zeven dagen geldig. Daarna meld je je aan met dit e-mailadres en je wachtwoord. Is de link vervallen? Vraag dan op de aanmeldpagina een nieuw wachtwoord aan.\n\n${MAIL_FRAME.be.bye}`,
  }),
  en: ({ name, school, role, link }) => ({
    subject: 'You are invited to Maths Blobs',
    text: `${MAIL_FRAME.en.hello(name)}\n\n${school} has invited you as a ${ROLE_NAMES.en[role]} in Maths Blobs. Choose your password with this link:\n\n${link}\n\nThe link works once and is valid for seven days. After that you log in with this e-mail address and your password. Has the link expired? Ask for a new password on the login page.\n\n${MAIL_FRAME.en.bye}`,
  }),
};

/**
 * Inserts a staff user without a usable password (user name = e-mail address) and makes their
 * set-password token (valid INVITE_TOKEN_TTL_MS). Call it inside the caller's transaction; mail the
 * link with `sendInviteMail` once that transaction has committed. Also used by the office when it
 * creates a school with its first schooladmin.
 */
export async function createInvitedStaff(
  tx: Database,
  scope: string,
  staff: { name: string; email: string; role: TeacherRole },
): Promise<{ id: string; token: string }> {
  let row: { id: string } | undefined;
  try {
    [row] = await tx
      .insert(users)
      .values({
        accountId: scope,
        role: staff.role,
        username: staff.email,
        email: staff.email,
        displayName: staff.name,
        passwordHash: INVITED_PASSWORD_HASH,
      })
      .returning({ id: users.id });
  } catch {
    // A concurrent invitation of the same address won the unique index.
    throw new ApiError(409, 'emailUnavailable', { email: 'emailUnavailable' });
  }
  return { id: row!.id, token: await createResetToken(tx, row!.id, INVITE_TOKEN_TTL_MS) };
}

/** Mails an invited staff user their set-password link (the link only in the mail body). */
export async function sendInviteMail(
  mailer: Mailer,
  publicUrl: string,
  account: { name: string; country: string },
  invite: { id: string; token: string; name: string; email: string; role: TeacherRole },
  acceptLanguage?: string,
): Promise<void> {
  const language = mailLanguageOf({ acceptLanguage, country: account.country });
  await mailer.send({
    to: invite.email,
    ...INVITE_MAIL[language]({
      name: invite.name,
      school: account.name,
      role: invite.role,
      link: resetLink(publicUrl, invite.id, invite.token, 'invitation'),
    }),
  });
}

/**
 * Creates a staff user without a usable password and mails them a set-password link (the password
 * reset's token, valid for INVITE_TOKEN_TTL_MS). Their user name is their e-mail address. An e-mail
 * address of this school's staff is refused as such; one used anywhere else gets a refusal that does
 * not say where.
 */
export async function inviteTeacher(
  db: Database,
  actor: AuthenticatedUser,
  mailer: Mailer,
  publicUrl: string,
  scope: string,
  body: { name: string; email: string; role: TeacherRole; groupIds: string[] },
  acceptLanguage?: string,
): Promise<string> {
  const email = body.email.trim().toLowerCase();
  // The address becomes the user name, which must be no other user's anywhere (login-names.ts).
  const [taken] = await db
    .select({ accountId: users.accountId, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email} or lower(${users.username}) = ${email}`)
    .orderBy(sql`${users.accountId} is not distinct from ${scope} desc`)
    .limit(1);
  if (taken) {
    const here = taken.accountId === scope && (TEACHER_ROLE_LIST as readonly string[]).includes(taken.role);
    throw here
      ? new ApiError(409, 'teacherExists', { email: 'teacherExists' })
      : new ApiError(409, 'emailUnavailable', { email: 'emailUnavailable' });
  }
  const groupIds = await assertOwnGroups(db, scope, body.groupIds);
  const [account] = await db
    .select({ name: accounts.name, country: accounts.country })
    .from(accounts)
    .where(eq(accounts.id, scope));
  if (!account) throw new ApiError(404, 'notFound');
  const { id, token } = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const invited = await createInvitedStaff(t, scope, { name: body.name, email, role: body.role });
    await setGroups(t, scope, invited.id, groupIds);
    await recordAudit(t, actor, {
      action: 'teacher.invite',
      accountId: scope,
      targetId: invited.id,
      detail: { role: body.role, groupIds },
    });
    return invited;
  });
  await sendInviteMail(
    mailer,
    publicUrl,
    account,
    { id, token, name: body.name, email, role: body.role },
    acceptLanguage,
  );
  return id;
}

/**
 * Sends an invited staff user (no password chosen yet, not deactivated) a new invitation: every open
 * link of theirs stops working and a fresh one (valid INVITE_TOKEN_TTL_MS) is mailed. 409 notInvited
 * for anyone who is not (or no longer) invited.
 */
export async function resendInvitation(
  db: Database,
  actor: AuthenticatedUser,
  mailer: Mailer,
  publicUrl: string,
  scope: string,
  id: string,
  acceptLanguage?: string,
): Promise<void> {
  const [row] = await db
    .select({
      name: users.displayName,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      deactivatedAt: users.deactivatedAt,
      school: accounts.name,
      country: accounts.country,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(users.id, id), eq(users.accountId, scope), inArray(users.role, [...TEACHER_ROLE_LIST])))
    .limit(1);
  if (!row) throw new ApiError(404, 'notFound');
  if (row.passwordHash !== INVITED_PASSWORD_HASH || row.deactivatedAt || !row.email) {
    throw new ApiError(409, 'notInvited');
  }
  const token = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, id), isNull(passwordResetTokens.usedAt)));
    await recordAudit(t, actor, { action: 'teacher.reinvite', accountId: scope, targetId: id, detail: {} });
    return createResetToken(t, id, INVITE_TOKEN_TTL_MS);
  });
  await sendInviteMail(
    mailer,
    publicUrl,
    { name: row.school, country: row.country },
    { id, token, name: row.name, email: row.email, role: row.role as TeacherRole },
    acceptLanguage,
  );
}

/** Active schooladmins of the account other than `except` (an invited one has not signed in yet). */
async function otherActiveAdmins(db: Database, scope: string, except: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.accountId, scope),
        eq(users.role, 'schooladmin'),
        isNull(users.deactivatedAt),
        ne(users.passwordHash, INVITED_PASSWORD_HASH),
        ne(users.id, except),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The staff user `id` of the account (404 otherwise: a student, another account's user). */
async function staffRow(db: Database, scope: string, id: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(eq(users.id, id), eq(users.accountId, scope), inArray(users.role, [...TEACHER_ROLE_LIST])))
    .limit(1);
  if (!row) throw new ApiError(404, 'notFound');
  return row;
}

export async function updateTeacher(
  db: Database,
  scope: string,
  actor: AuthenticatedUser,
  id: string,
  body: { role?: TeacherRole; groupIds?: string[] },
): Promise<void> {
  const actorId = actor.id;
  const row = await staffRow(db, scope, id);
  const demotes = body.role !== undefined && body.role !== row.role && row.role === 'schooladmin';
  if (demotes && id === actorId) throw new ApiError(409, 'notYourself');
  if (demotes && !row.deactivatedAt && (await otherActiveAdmins(db, scope, id)) === 0)
    throw new ApiError(409, 'lastSchooladmin');
  const groupIds = body.groupIds ? await assertOwnGroups(db, scope, body.groupIds) : undefined;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (body.role !== undefined && body.role !== row.role) {
      // A new role ends the user's sessions (their tokens carry the old role).
      await t
        .update(users)
        .set({ role: body.role, ...endSessions(), updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.accountId, scope)));
      await revokeAllFamilies(t, id);
      await recordAudit(t, actor, {
        action: 'teacher.role',
        accountId: scope,
        targetId: id,
        detail: { from: row.role, to: body.role },
      });
    }
    if (groupIds) {
      const before = await t
        .select({ groupId: groupTeachers.groupId })
        .from(groupTeachers)
        .where(and(eq(groupTeachers.accountId, scope), eq(groupTeachers.userId, id)));
      await setGroups(t, scope, id, groupIds);
      const had = new Set(before.map((g) => g.groupId));
      const added = groupIds.filter((g) => !had.has(g));
      const removed = [...had].filter((g) => !groupIds.includes(g));
      if (added.length || removed.length)
        await recordAudit(t, actor, {
          action: 'teacher.groups',
          accountId: scope,
          targetId: id,
          detail: { added, removed },
        });
    }
  });
}

/** Deactivated staff cannot sign in; every session and token of theirs ends at once. */
export async function setTeacherActive(
  db: Database,
  scope: string,
  actor: AuthenticatedUser,
  id: string,
  active: boolean,
): Promise<void> {
  const actorId = actor.id;
  const row = await staffRow(db, scope, id);
  if (!active) {
    if (id === actorId) throw new ApiError(409, 'notYourself');
    if (row.role === 'schooladmin' && !row.deactivatedAt && (await otherActiveAdmins(db, scope, id)) === 0)
      throw new ApiError(409, 'lastSchooladmin');
  }
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
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
      .where(and(eq(users.id, id), eq(users.accountId, scope)));
    if (!active) await revokeAllFamilies(t, id);
    // Only a change is recorded (deactivating a deactivated teacher changes nothing).
    if (active === (row.deactivatedAt !== null))
      await recordAudit(t, actor, {
        action: active ? 'teacher.activate' : 'teacher.deactivate',
        accountId: scope,
        targetId: id,
        detail: { role: row.role },
      });
  });
}
