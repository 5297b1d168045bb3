import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type {
  Attendee,
  SchoolWebinar,
  Webinar,
  WebinarBody,
} from '../../../src/domain/contracts/office-comms';
import type { Database } from '../../db/connection';
import { accounts, users, webinarSignups, webinars } from '../../db/schema';
import { ApiError } from '../../errors';
import { mailLanguageOf, type Mailer } from '../../mail';
import type { AuthenticatedUser } from '../auth/authenticate';
import { recordAudit } from '../audit/record';
import { webinarCalendarFile, type CalendarWebinar } from './calendar';
import { CANCEL_MAIL, mailRecipientsOf, REMINDER_MAIL, SIGNUP_MAIL } from './mails';

type WebinarRow = typeof webinars.$inferSelect;

const signedUpCount = sql<number>`(select count(*)::int from webinar_signups s where s.webinar_id = webinars.id)`;

function toWebinar(row: WebinarRow & { signedUp: number }): Webinar {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    url: row.url,
    places: row.places,
    signedUp: Number(row.signedUp),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
  };
}

/** A webinar counts as past once it has ended. */
const endsAt = sql`${webinars.startsAt} + make_interval(mins => ${webinars.durationMinutes})`;

/** The office's list: upcoming (not ended; cancelled ones too, marked) soonest first, or past, latest first. */
export async function listWebinars(
  db: Database,
  when: 'upcoming' | 'past',
  now = new Date(),
): Promise<Webinar[]> {
  const rows = await db
    .select({ ...getColumns(), signedUp: signedUpCount })
    .from(webinars)
    .where(
      when === 'upcoming' ? sql`${endsAt} > ${now.toISOString()}` : sql`${endsAt} <= ${now.toISOString()}`,
    )
    .orderBy(when === 'upcoming' ? asc(webinars.startsAt) : desc(webinars.startsAt))
    .limit(when === 'upcoming' ? 500 : 100);
  return rows.map(toWebinar);
}

function getColumns() {
  return {
    id: webinars.id,
    title: webinars.title,
    description: webinars.description,
    startsAt: webinars.startsAt,
    durationMinutes: webinars.durationMinutes,
    url: webinars.url,
    places: webinars.places,
    reminderSentAt: webinars.reminderSentAt,
    cancelledAt: webinars.cancelledAt,
    createdBy: webinars.createdBy,
    createdAt: webinars.createdAt,
  };
}

export async function webinarOf(db: Database, id: string): Promise<Webinar> {
  const [row] = await db
    .select({ ...getColumns(), signedUp: signedUpCount })
    .from(webinars)
    .where(eq(webinars.id, id));
  if (!row) throw new ApiError(404, 'notFound');
  return toWebinar(row);
}

function assertFuture(startsAt: Date, now: Date) {
  if (startsAt.getTime() <= now.getTime()) throw new ApiError(400, 'badRequest', { startsAt: 'notInFuture' });
}

export async function createWebinar(
  db: Database,
  actor: AuthenticatedUser,
  body: WebinarBody,
): Promise<string> {
  const startsAt = new Date(body.startsAt);
  assertFuture(startsAt, new Date());
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .insert(webinars)
      .values({ ...body, startsAt, createdBy: actor.id })
      .returning({ id: webinars.id });
    await recordAudit(t, actor, {
      action: 'webinar.create',
      accountId: null,
      targetId: row!.id,
      detail: { title: body.title, startsAt: body.startsAt, places: body.places },
    });
    return row!.id;
  });
}

export async function updateWebinar(
  db: Database,
  actor: AuthenticatedUser,
  id: string,
  body: WebinarBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [current] = await t
      .select({ ...getColumns(), signedUp: signedUpCount })
      .from(webinars)
      .where(eq(webinars.id, id))
      .for('update');
    if (!current) throw new ApiError(404, 'notFound');
    if (current.cancelledAt) throw cancelledRefusal();
    const startsAt = new Date(body.startsAt);
    if (startsAt.getTime() !== current.startsAt.getTime()) assertFuture(startsAt, new Date());
    if (body.places < Number(current.signedUp))
      throw new ApiError(400, 'badRequest', { places: `belowSignups:${current.signedUp}` });
    const moved = startsAt.getTime() !== current.startsAt.getTime();
    await t
      .update(webinars)
      // A webinar moved to another time gets its reminder again.
      .set({ ...body, startsAt, ...(moved ? { reminderSentAt: null } : {}) })
      .where(eq(webinars.id, id));
    const changed = (Object.keys(body) as (keyof WebinarBody)[]).filter((k) =>
      k === 'startsAt' ? moved : body[k] !== current[k],
    );
    await recordAudit(t, actor, {
      action: 'webinar.update',
      accountId: null,
      targetId: id,
      detail: { changed },
    });
  });
}

const cancelledRefusal = () => new ApiError(409, 'webinarCancelled');

/** Cancels a webinar; each signed-up teacher gets a mail (after the change committed). */
export async function cancelWebinar(
  db: Database,
  mailer: Mailer,
  actor: AuthenticatedUser,
  id: string,
): Promise<void> {
  const { webinar, attendees } = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t.select().from(webinars).where(eq(webinars.id, id)).for('update');
    if (!row) throw new ApiError(404, 'notFound');
    if (row.cancelledAt) throw cancelledRefusal();
    await t.update(webinars).set({ cancelledAt: new Date() }).where(eq(webinars.id, id));
    const list = await mailRecipientsOf(t, id);
    await recordAudit(t, actor, {
      action: 'webinar.cancel',
      accountId: null,
      targetId: id,
      detail: { title: row.title, attendees: list.length },
    });
    return { webinar: row, attendees: list };
  });
  for (const a of attendees) {
    await mailer.send({ to: a.email, ...CANCEL_MAIL[a.language]({ ...webinar, name: a.name }) });
  }
}

export async function attendeesOf(db: Database, webinarId: string): Promise<Attendee[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.displayName,
      email: users.email,
      accountId: accounts.id,
      school: accounts.name,
      signedUpAt: webinarSignups.createdAt,
    })
    .from(webinarSignups)
    .innerJoin(users, eq(users.id, webinarSignups.userId))
    .innerJoin(accounts, eq(accounts.id, webinarSignups.accountId))
    .where(eq(webinarSignups.webinarId, webinarId))
    .orderBy(asc(accounts.name), asc(users.displayName));
  return rows.map((r) => ({ ...r, signedUpAt: r.signedUpAt.toISOString() }));
}

/** Upcoming webinars (not cancelled, not started) as a school's staff member sees them. */
export async function schoolWebinars(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<SchoolWebinar[]> {
  const rows = await db
    .select({
      ...getColumns(),
      signedUpCount,
      mine: sql<boolean>`exists (select 1 from webinar_signups s where s.webinar_id = webinars.id and s.user_id = ${userId})`,
    })
    .from(webinars)
    .where(and(isNull(webinars.cancelledAt), gt(webinars.startsAt, now)))
    .orderBy(asc(webinars.startsAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    startsAt: r.startsAt.toISOString(),
    durationMinutes: r.durationMinutes,
    url: r.url,
    places: r.places,
    placesLeft: Math.max(0, r.places - Number(r.signedUpCount)),
    signedUp: Boolean(r.mine),
  }));
}

/**
 * Signs the caller up (the server's user, never one named by the request). The webinar row is locked
 * so two last-place sign-ups cannot both get in; a full webinar is a 409 that says so.
 */
export async function signUp(
  db: Database,
  user: AuthenticatedUser,
  accountId: string,
  webinarId: string,
): Promise<typeof webinars.$inferSelect | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t.select().from(webinars).where(eq(webinars.id, webinarId)).for('update');
    if (!row) throw new ApiError(404, 'notFound');
    if (row.cancelledAt) throw cancelledRefusal();
    if (row.startsAt.getTime() <= Date.now()) throw new ApiError(409, 'webinarStarted');
    const [already] = await t
      .select({ userId: webinarSignups.userId })
      .from(webinarSignups)
      .where(and(eq(webinarSignups.webinarId, webinarId), eq(webinarSignups.userId, user.id)));
    if (already) return null;
    const [{ count } = { count: 0 }] = await t
      .select({ count: sql<number>`count(*)::int` })
      .from(webinarSignups)
      .where(eq(webinarSignups.webinarId, webinarId));
    if (Number(count) >= row.places) throw new ApiError(409, 'webinarFull');
    await t.insert(webinarSignups).values({ webinarId, userId: user.id, accountId });
    return row;
  });
}

/**
 * Confirms a new sign-up by mail in the signer's language (their Accept-Language, else their school's
 * country), with the webinar as a calendar file. Nothing is sent to a user without an address.
 */
export async function mailSignUpConfirmation(
  db: Database,
  mailer: Mailer,
  userId: string,
  webinar: CalendarWebinar,
  acceptLanguage: string | undefined,
): Promise<void> {
  const [signer] = await db
    .select({ name: users.displayName, email: users.email, country: accounts.country })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId));
  if (!signer?.email) return;
  const language = mailLanguageOf({ acceptLanguage, country: signer.country });
  await mailer.send({
    to: signer.email,
    ...SIGNUP_MAIL[language]({ ...webinar, name: signer.name }),
    attachments: [webinarCalendarFile(webinar, language)],
  });
}

export async function signOff(db: Database, user: AuthenticatedUser, webinarId: string) {
  const [row] = await db.select({ id: webinars.id }).from(webinars).where(eq(webinars.id, webinarId));
  if (!row) throw new ApiError(404, 'notFound');
  await db
    .delete(webinarSignups)
    .where(and(eq(webinarSignups.webinarId, webinarId), eq(webinarSignups.userId, user.id)));
}

/**
 * The reminder sweep: webinars starting within 24 hours whose reminder has not gone out. The rows are
 * locked and marked in the caller's transaction before the mails go, so a second node or a restart
 * never mails twice (a failed send rolls the mark back: the next run tries again).
 */
export async function sendDueReminders(db: Database, mailer: Mailer, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(webinars)
    .where(
      and(
        isNull(webinars.reminderSentAt),
        isNull(webinars.cancelledAt),
        gt(webinars.startsAt, now),
        lte(webinars.startsAt, new Date(now.getTime() + 24 * 60 * 60 * 1000)),
      ),
    )
    .for('update', { skipLocked: true });
  let sent = 0;
  for (const webinar of due) {
    await db.update(webinars).set({ reminderSentAt: now }).where(eq(webinars.id, webinar.id));
    for (const a of await mailRecipientsOf(db, webinar.id)) {
      await mailer.send({ to: a.email, ...REMINDER_MAIL[a.language]({ ...webinar, name: a.name }) });
      sent += 1;
    }
  }
  return sent;
}
