import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../server/api/webinars/webinars';
import { webinarReminderJob } from '../../server/api/webinars/reminder-job';
import {
  accounts,
  auditLog,
  friendInvites,
  jobRuns,
  licences,
  officeMessages,
  siteSubmissions,
  users,
  webinarSignups,
  webinars,
} from '../../server/db/schema';
import type { Database } from '../../server/db/connection';
import { hashPassword } from '../../server/identity/passwords';
import { licenceExpiryJob } from '../../server/jobs/licence-expiry';
import { runExclusively, startJobs, type ScheduledJob } from '../../server/jobs/scheduler';
import { createMailer } from '../../server/mail';
import { COMMS_PATHS as P, FRIEND_INVITES_PER_DAY } from '../../src/domain/contracts/office-comms';
import { accountIdOf, bearer, login, seedDemo } from './helpers/auth';
import { createSchool, createStaff, type TestSchool, type TestUser } from './helpers/practice';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/test-app';

interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** Quoted-printable and encoded-word decoding, enough to read what nodemailer sent. */
function decodeMail(raw: string): Mail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => {
    const m = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head);
    return (m?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ');
  };
  const words = (s: string) =>
    s.replace(/=\?utf-8\?Q\?([^?]*)\?=\s?/gi, (_m, q: string) =>
      Buffer.from(
        q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => `%${h}`),
        'binary',
      )
        .toString()
        .replace(/%([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
    );
  let body = rest.join('\n\n');
  if (/quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { to: header('To'), subject: decodeURIComponentSafe(words(header('Subject'))), body };
}
function decodeURIComponentSafe(s: string) {
  try {
    return decodeURIComponent(escape(s));
  } catch {
    return s;
  }
}

let smtp: SMTPServer;
const received: Mail[] = [];
let t: TestApp;
let school: string;
let admin: string;
let anne: string;
let student: string;
let office: TestUser;
let other: TestSchool;
let otherAdmin: { id: string; token: string };
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const mailer = (db: Database) => createMailer(t.config, db, t.app.log);
/** Mails arrive a moment after the send resolved; wait until `count` have come. */
async function mailsTo(to: string, count = 1): Promise<Mail[]> {
  for (let i = 0; i < 100; i++) {
    const found = received.filter((m) => m.to.includes(to));
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  return received.filter((m) => m.to.includes(to));
}

/** A sign-up mails its confirmation (tests/api/webinar-signup-mail.test.ts); these tests look past it. */
async function forgetSignUpMails(): Promise<void> {
  await t.app.background.drain();
  received.length = 0;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
      stream.on('end', () => {
        received.push(decodeMail(data));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://rekenblobs.example' });
  await seedDemo(t);
  school = (await accountIdOf(t, 'admin.regenboog'))!;
  admin = await login(t, 'admin.regenboog', 'regenboog-admin');
  anne = await login(t, 'juf.anne', 'anne-lesgeven');
  student = await login(t, 'sam.g4', 'appel');
  office = await createStaff(t, 'office', 'kantoor.comms');
  other = await createSchool(t, 'comms', 1);
  const [row] = await t.database.db
    .insert(users)
    .values({
      role: 'schooladmin',
      username: 'beheer.comms',
      displayName: 'Bea Beheer',
      email: 'bea@comms.example',
      passwordHash: await hashPassword('oefenen-test'),
      accountId: other.accountId,
    })
    .returning({ id: users.id });
  otherAdmin = { id: row!.id, token: await login(t, 'beheer.comms', 'oefenen-test') };
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
});

const webinarBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Rekenblobs in groep 4',
  description: 'Hoe je de eerste weken oefent.',
  startsAt: inDays(7),
  durationMinutes: 45,
  url: 'https://webinar.example/groep4',
  places: 2,
  ...extra,
});

async function planWebinar(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await t.client.post(P.officeWebinars, webinarBody(extra), bearer(office.token));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('webinars', () => {
  it('the office plans, lists and changes a webinar, audited', async () => {
    const id = await planWebinar();
    const list = await t.client.get(P.officeWebinars, bearer(office.token));
    expect(list.statusCode).toBe(200);
    expect(list.json().webinars.find((w: { id: string }) => w.id === id)).toMatchObject({
      title: 'Rekenblobs in groep 4',
      places: 2,
      signedUp: 0,
      cancelledAt: null,
    });
    const changed = await t.client.patch(
      P.officeWebinar(id),
      webinarBody({ places: 3 }),
      bearer(office.token),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().places).toBe(3);
    const past = await t.client.get(`${P.officeWebinars}?when=past`, bearer(office.token));
    expect(past.json().webinars.some((w: { id: string }) => w.id === id)).toBe(false);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['webinar.create', 'webinar.update']);
    expect(audit.every((a) => a.accountId === null && a.actorId === office.id)).toBe(true);
  });

  it('refuses bad input with the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: 'http://webinar.example' }, 'url', 'httpsUrl'],
      [{ title: '' }, 'title', 'required'],
      [{ places: 0 }, 'places', 'format'],
      [{ durationMinutes: 2000 }, 'durationMinutes', 'format'],
      [{ startsAt: 'morgen' }, 'startsAt', 'required'],
      [{ startsAt: inDays(-1) }, 'startsAt', 'notInFuture'],
    ];
    for (const [extra, field, code] of cases) {
      const res = await t.client.post(P.officeWebinars, webinarBody(extra), bearer(office.token));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toBe(code);
    }
    const id = await planWebinar();
    await t.client.put(P.signup(school, id), {}, bearer(admin));
    const below = await t.client.patch(P.officeWebinar(id), webinarBody({ places: 0 }), bearer(office.token));
    expect(below.statusCode).toBe(400);
    const notFound = await t.client.patch(
      P.officeWebinar(crypto.randomUUID()),
      webinarBody(),
      bearer(office.token),
    );
    expect(notFound.statusCode).toBe(404);
  });

  it('refuses school roles and students on office routes, and students on school routes', async () => {
    const id = await planWebinar();
    for (const token of [admin, anne, student]) {
      expect((await t.client.get(P.officeWebinars, bearer(token))).statusCode).toBe(403);
      expect((await t.client.post(P.officeWebinars, webinarBody(), bearer(token))).statusCode).toBe(403);
      expect((await t.client.patch(P.officeWebinar(id), webinarBody(), bearer(token))).statusCode).toBe(403);
      expect((await t.client.post(P.cancelWebinar(id), {}, bearer(token))).statusCode).toBe(403);
      expect((await t.client.get(P.attendees(id), bearer(token))).statusCode).toBe(403);
    }
    expect((await t.client.get(P.schoolWebinars(school), bearer(student))).statusCode).toBe(403);
    expect((await t.client.put(P.signup(school, id), {}, bearer(student))).statusCode).toBe(403);
    expect((await t.client.get(P.officeWebinars)).statusCode).toBe(401);
    // Office staff are not teachers: they do not sign up.
    expect((await t.client.put(P.signup(school, id), {}, bearer(office.token))).statusCode).toBe(403);
  });

  it('staff sign themselves up and off; a full webinar is a 409 that says so; the office sees attendees', async () => {
    const id = await planWebinar({ places: 2 });
    expect((await t.client.put(P.signup(school, id), {}, bearer(admin))).statusCode).toBe(204);
    // Twice is still one sign-up.
    expect((await t.client.put(P.signup(school, id), {}, bearer(admin))).statusCode).toBe(204);
    expect((await t.client.put(P.signup(school, id), {}, bearer(anne))).statusCode).toBe(204);
    const mine = (await t.client.get(P.schoolWebinars(school), bearer(anne))).json().webinars;
    expect(mine.find((w: { id: string }) => w.id === id)).toMatchObject({ placesLeft: 0, signedUp: true });
    const full = await t.client.put(P.signup(other.accountId, id), {}, bearer(otherAdmin.token));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/vol/);
    const fullEn = await t.client.put(
      P.signup(other.accountId, id),
      {},
      {
        headers: { authorization: `Bearer ${otherAdmin.token}`, 'accept-language': 'en' },
      },
    );
    expect(fullEn.json().message).toMatch(/full/);
    // Another account's id in the path: refused by the tenant rule.
    expect((await t.client.put(P.signup(school, id), {}, bearer(otherAdmin.token))).statusCode).toBe(403);
    expect((await t.client.get(P.schoolWebinars(school), bearer(otherAdmin.token))).statusCode).toBe(403);
    const attendees = (await t.client.get(P.attendees(id), bearer(office.token))).json().attendees;
    expect(attendees.map((a: { email: string; school: string }) => [a.email, a.school]).sort()).toEqual([
      ['admin@regenboog.example', 'OBS De Regenboog'],
      ['anne@regenboog.example', 'OBS De Regenboog'],
    ]);
    expect((await t.client.delete(P.signup(school, id), bearer(anne))).statusCode).toBe(204);
    expect((await t.client.put(P.signup(other.accountId, id), {}, bearer(otherAdmin.token))).statusCode).toBe(
      204,
    );
    const signups = await t.database.db.select().from(webinarSignups).where(eq(webinarSignups.webinarId, id));
    expect(signups.map((s) => s.accountId).sort()).toEqual([school, other.accountId].sort());
    expect((await t.client.put(P.signup(school, crypto.randomUUID()), {}, bearer(admin))).statusCode).toBe(
      404,
    );
  });

  it('cancelling mails the attendees; a cancelled webinar takes no sign-ups and no changes', async () => {
    const id = await planWebinar({ title: 'Webinar dat niet doorgaat' });
    await t.client.put(P.signup(school, id), {}, bearer(anne));
    await forgetSignUpMails();
    const res = await t.client.post(P.cancelWebinar(id), {}, bearer(office.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().cancelledAt).not.toBeNull();
    const [mail] = await mailsTo('anne@regenboog.example');
    expect(mail?.subject).toContain('Webinar dat niet doorgaat');
    expect(mail?.body).toContain('gaat helaas niet door');
    expect((await t.client.post(P.cancelWebinar(id), {}, bearer(office.token))).statusCode).toBe(409);
    expect((await t.client.patch(P.officeWebinar(id), webinarBody(), bearer(office.token))).statusCode).toBe(
      409,
    );
    const signUp = await t.client.put(P.signup(school, id), {}, bearer(admin));
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json().message).toMatch(/geannuleerd/);
    const school_ = (await t.client.get(P.schoolWebinars(school), bearer(admin))).json().webinars;
    expect(school_.some((w: { id: string }) => w.id === id)).toBe(false);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'webinar.cancel')));
    expect(audit?.detail).toMatchObject({ attendees: 1 });
  });

  it('the reminder job mails each attendee once, the day before', async () => {
    const soon = await planWebinar({
      title: 'Morgen live',
      startsAt: new Date(Date.now() + 20 * 3600_000).toISOString(),
    });
    const later = await planWebinar({ title: 'Volgende week' });
    await t.client.put(P.signup(school, soon), {}, bearer(admin));
    await t.client.put(P.signup(school, later), {}, bearer(admin));
    await forgetSignUpMails();
    const job = webinarReminderJob(mailer);
    await t.database.db.delete(jobRuns);
    expect(await runExclusively(t.database.db, job, new Date(), t.app.log)).toBe(true);
    const mails = await mailsTo('admin@regenboog.example');
    expect(mails.map((m) => m.subject)).toEqual(['Herinnering: webinar Morgen live morgen']);
    expect(mails[0]!.body).toContain('https://webinar.example/groep4');
    // A later run (another node, a restart) finds nothing to send.
    expect(await runExclusively(t.database.db, job, new Date(Date.now() + 20 * 60_000), t.app.log)).toBe(
      true,
    );
    expect(
      await t.database.db.transaction((tx) =>
        sendDueReminders(tx as unknown as Database, mailer(t.database.db), new Date()),
      ),
    ).toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(received.filter((m) => m.subject.startsWith('Herinnering'))).toHaveLength(1);
    const [row] = await t.database.db.select().from(webinars).where(eq(webinars.id, soon));
    expect(row?.reminderSentAt).not.toBeNull();
  });
});

describe('mail language', () => {
  it('writes to a Belgian school in Belgian Dutch, and to one who asked in English in English', async () => {
    await t.database.db.update(accounts).set({ country: 'BE' }).where(eq(accounts.id, other.accountId));
    try {
      const soon = await planWebinar({
        title: 'Taal live',
        startsAt: new Date(Date.now() + 21 * 3600_000).toISOString(),
      });
      await t.client.put(P.signup(other.accountId, soon), {}, bearer(otherAdmin.token));
      await forgetSignUpMails();
      await t.database.db.transaction((tx) =>
        sendDueReminders(tx as unknown as Database, mailer(t.database.db), new Date()),
      );
      const [reminder] = await mailsTo('bea@comms.example');
      expect(reminder!.body).toContain('Dag Bea Beheer,');
      expect(reminder!.body).toContain('Je hebt je ingeschreven voor het webinar "Taal live"');
      expect(reminder!.body).toContain('Vriendelijke groeten');

      const english = { headers: { ...bearer(otherAdmin.token).headers, 'accept-language': 'en' } };
      const res = await t.client.post(
        P.friendInvites(other.accountId),
        { email: 'taal@elders.example' },
        english,
      );
      expect(res.statusCode, res.body).toBe(201);
      const [invite] = await mailsTo('taal@elders.example');
      expect(invite!.subject).toBe('Bea Beheer invites you to Maths Blobs');
      expect(invite!.body).toMatch(/^Hello,/);
      expect(invite!.body).toContain('Kind regards');
    } finally {
      await t.database.db.update(accounts).set({ country: 'NL' }).where(eq(accounts.id, other.accountId));
    }
  });
});

describe('scheduled jobs', () => {
  const counting = (name: string, everyMs = 60_000) => {
    const job: ScheduledJob & { runs: number } = {
      name,
      everyMs,
      runs: 0,
      async run(db) {
        // Hold the lock a moment, as a real sweep would.
        await db.execute(
          testDatabaseKind === 'postgres' ? ('select pg_sleep(0.05)' as never) : ('select 1' as never),
        );
        job.runs += 1;
      },
    };
    return job;
  };

  it('runs a job once when two runners race', async () => {
    const job = counting('race-test');
    const now = new Date();
    const results = await Promise.all([
      runExclusively(t.database.db, job, now, t.app.log),
      runExclusively(t.database.db, job, now, t.app.log),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(job.runs).toBe(1);
    // Not due again within its interval, whoever asks.
    expect(await runExclusively(t.database.db, job, new Date(now.getTime() + 30_000), t.app.log)).toBe(false);
    expect(await runExclusively(t.database.db, job, new Date(now.getTime() + 60_000), t.app.log)).toBe(true);
    expect(job.runs).toBe(2);
  });

  it('after a restart, runs a due job at once and leaves one that is not due', async () => {
    const due = counting('restart-due', 3600_000);
    const fresh = counting('restart-fresh', 3600_000);
    await t.database.db.insert(jobRuns).values([
      { name: due.name, lastRunAt: new Date(Date.now() - 2 * 3600_000) },
      { name: fresh.name, lastRunAt: new Date(Date.now() - 60_000) },
    ]);
    const jobs = startJobs(t.database.db, [due, fresh], t.app.log);
    for (let i = 0; i < 100 && due.runs === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await jobs.stop();
    expect(due.runs).toBe(1);
    expect(fresh.runs).toBe(0);
    const [row] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.name, due.name));
    expect(Date.now() - row!.lastRunAt.getTime()).toBeLessThan(10_000);
  });

  it('tells an account once that its licence ended: a message and a mail to its schooladmins', async () => {
    const { db } = t.database;
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    const [ended] = await db
      .insert(licences)
      .values({
        accountId: other.accountId,
        kind: 'school',
        maxStudents: 30,
        startsOn: '2025-08-01',
        endsOn: yesterday,
      })
      .returning({ id: licences.id });
    const job = licenceExpiryJob(mailer);
    await db.delete(jobRuns);
    expect(await runExclusively(db, job, new Date(), t.app.log)).toBe(true);
    const mails = await mailsTo('bea@comms.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('School comms');
    const messages = (await t.client.get(P.schoolMessages(other.accountId), bearer(otherAdmin.token))).json()
      .messages;
    expect(messages.filter((m: { title: string }) => m.title === 'Je licentie is afgelopen')).toHaveLength(1);
    const [row] = await db.select().from(licences).where(eq(licences.id, ended!.id));
    expect(row?.endNoticeSentAt).not.toBeNull();
    await db.delete(jobRuns);
    expect(await runExclusively(db, job, new Date(Date.now() + 2 * 3600_000), t.app.log)).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(received.filter((m) => m.to.includes('bea@comms.example'))).toHaveLength(1);
    const again = (await t.client.get(P.schoolMessages(other.accountId), bearer(otherAdmin.token))).json()
      .messages;
    expect(again.filter((m: { title: string }) => m.title === 'Je licentie is afgelopen')).toHaveLength(1);
  });
});

describe('office messages', () => {
  const send = (body: unknown, token = office.token) => t.client.post(P.officeMessages, body, bearer(token));

  it('sends to all schools, a selection and one account; recipients are fixed when sent; audited', async () => {
    const all = await send({
      title: 'Nieuw in november',
      body: 'Er zijn nieuwe spellen.',
      audience: { kind: 'all' },
    });
    expect(all.statusCode, all.body).toBe(201);
    const schools = await t.database.db.select().from(accounts).where(eq(accounts.kind, 'school'));
    expect(all.json().recipients).toBe(schools.length);
    const be = await send({
      title: 'Voor Vlaanderen',
      body: 'Alleen voor Belgische scholen.',
      audience: { kind: 'selection', countries: ['BE'], licenceStates: [] },
    });
    expect(be.statusCode).toBe(400);
    expect(be.json().errors).toEqual({ audience: 'noRecipients' });
    const one = await send({
      title: 'Alleen voor jullie',
      body: 'Een bericht voor één school.',
      audience: { kind: 'account', accountId: school },
    });
    expect(one.json()).toMatchObject({ recipients: 1, accountName: 'OBS De Regenboog' });
    const expired = await send({
      title: 'Verlengen?',
      body: 'Je licentie is verlopen.',
      audience: { kind: 'selection', countries: ['NL'], licenceStates: ['expired'] },
    });
    expect(expired.statusCode, expired.body).toBe(201);
    expect(expired.json().recipients).toBe(1); // School comms, whose licence ended above
    // A school made after sending does not get it.
    const [late] = await t.database.db
      .insert(accounts)
      .values({ kind: 'school', name: 'Later', country: 'NL' })
      .returning({ id: accounts.id });
    const list = (await t.client.get(P.officeMessages, bearer(office.token))).json().messages;
    expect(list.find((m: { id: string }) => m.id === all.json().id).recipients).toBe(schools.length);
    expect(late).toBeDefined();
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, one.json().id));
    expect(audit).toMatchObject([{ action: 'message.send', accountId: school }]);
  });

  it('refuses bad input with the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ title: '', body: 'x', audience: { kind: 'all' } }, 'title', 'required'],
      [{ title: 'x', body: '', audience: { kind: 'all' } }, 'body', 'required'],
      [{ title: 'x', body: 'y', audience: { kind: 'selection' } }, 'audience', 'atLeastOne'],
      [
        { title: 'x', body: 'y', audience: { kind: 'account', accountId: crypto.randomUUID() } },
        'audience.accountId',
        'notFound',
      ],
    ];
    for (const [body, field, code] of cases) {
      const res = await send(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toBe(code);
    }
    expect((await send({ title: 'x', body: 'y' })).statusCode).toBe(400);
  });

  it('school staff read their messages unread first, mark read; the office sees who read', async () => {
    const first = (
      await send({ title: 'Eerste', body: 'Een.', audience: { kind: 'account', accountId: school } })
    ).json();
    const second = (
      await send({ title: 'Tweede', body: 'Twee.', audience: { kind: 'account', accountId: school } })
    ).json();
    expect((await t.client.post(P.markRead(school, first.id), {}, bearer(admin))).statusCode).toBe(204);
    expect((await t.client.post(P.markRead(school, first.id), {}, bearer(admin))).statusCode).toBe(204);
    const mine = (await t.client.get(P.schoolMessages(school), bearer(admin))).json().messages as {
      id: string;
      read: boolean;
    }[];
    const firstRead = mine.findIndex((m) => m.read);
    expect(mine.slice(0, firstRead).every((m) => !m.read)).toBe(true);
    expect(mine.find((m) => m.id === first.id)?.read).toBe(true);
    expect(mine.findIndex((m) => m.id === second.id)).toBeLessThan(mine.findIndex((m) => m.id === first.id));
    // Anne has read nothing: read is per person.
    const anne_ = (await t.client.get(P.schoolMessages(school), bearer(anne))).json().messages;
    expect(anne_.find((m: { id: string }) => m.id === first.id).read).toBe(false);
    const reads = (await t.client.get(P.messageReads(first.id), bearer(office.token))).json().reads;
    expect(reads).toMatchObject([{ name: expect.any(String), school: 'OBS De Regenboog' }]);
    const sent = (await t.client.get(P.officeMessages, bearer(office.token))).json().messages;
    expect(sent.find((m: { id: string }) => m.id === first.id)).toMatchObject({
      recipients: 1,
      readAccounts: 1,
      readers: 1,
    });
  });

  it('refuses other accounts, students and school roles on office routes', async () => {
    const msg = (
      await send({
        title: 'Privé',
        body: 'Alleen De Regenboog.',
        audience: { kind: 'account', accountId: school },
      })
    ).json();
    expect((await t.client.get(P.schoolMessages(school), bearer(otherAdmin.token))).statusCode).toBe(403);
    expect((await t.client.post(P.markRead(school, msg.id), {}, bearer(otherAdmin.token))).statusCode).toBe(
      403,
    );
    // Their own account in the path, but a message that was not sent to it.
    expect(
      (await t.client.post(P.markRead(other.accountId, msg.id), {}, bearer(otherAdmin.token))).statusCode,
    ).toBe(404);
    const theirs = (await t.client.get(P.schoolMessages(other.accountId), bearer(otherAdmin.token))).json()
      .messages;
    expect(theirs.some((m: { id: string }) => m.id === msg.id)).toBe(false);
    expect((await t.client.get(P.schoolMessages(school), bearer(student))).statusCode).toBe(403);
    for (const token of [admin, anne, student]) {
      expect((await t.client.get(P.officeMessages, bearer(token))).statusCode).toBe(403);
      expect((await send({ title: 'x', body: 'y', audience: { kind: 'all' } }, token)).statusCode).toBe(403);
      expect((await t.client.get(P.messageReads(msg.id), bearer(token))).statusCode).toBe(403);
      expect((await t.client.get(`${P.recipientSearch}?zoek=regen`, bearer(token))).statusCode).toBe(403);
    }
    expect((await t.client.get(P.messageReads(crypto.randomUUID()), bearer(office.token))).statusCode).toBe(
      404,
    );
  });

  it('finds accounts by name for a message to one account', async () => {
    const res = await t.client.get(`${P.recipientSearch}?zoek=regen`, bearer(office.token));
    expect(res.json().accounts).toMatchObject([{ id: school, name: 'OBS De Regenboog' }]);
    const none = await t.client.get(
      `${P.recipientSearch}?zoek=${encodeURIComponent('%_')}`,
      bearer(office.token),
    );
    expect(none.json().accounts).toEqual([]);
  });
});

describe('invite a friend', () => {
  const invite = (body: unknown, token = anne, account = school) =>
    t.client.post(P.friendInvites(account), body, bearer(token));

  it('mails a link whose code fills in the application form and ties the application to the invite', async () => {
    const res = await invite({
      name: 'Kees Collega',
      email: 'Kees@Andere-School.example',
      schoolName: 'De Wilg',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: 'kees@andere-school.example', applied: false });
    const [mail] = await mailsTo('kees@andere-school.example');
    const code = /https:\/\/rekenblobs\.example\/site\/aanvraagformulier#uitnodiging=([\w-]+)/.exec(
      mail!.body,
    )?.[1];
    expect(code).toBeDefined();
    const [stored] = await t.database.db
      .select()
      .from(friendInvites)
      .where(eq(friendInvites.id, res.json().id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code!);
    const prefill = await t.client.post(P.invitePrefill, { code });
    expect(prefill.statusCode).toBe(200);
    expect(prefill.json()).toEqual({
      name: 'Kees Collega',
      email: 'kees@andere-school.example',
      schoolName: 'De Wilg',
    });
    expect((await t.client.post(P.invitePrefill, { code: 'x'.repeat(32) })).statusCode).toBe(404);
    expect((await t.client.post(P.invitePrefill, { code: 'kort' })).statusCode).toBe(400);
    const application = await t.client.post('/api/site/aanvraag', {
      kind: 'trial',
      organisation: 'De Wilg',
      contactName: 'Kees Collega',
      email: 'kees@andere-school.example',
      postcode: '1234 AB',
      city: 'Utrecht',
      country: 'NL',
      students: 120,
      yearGroups: ['4'],
      acceptTerms: true,
      inviteCode: code,
    });
    expect(application.statusCode, application.body).toBe(201);
    const [submission] = await t.database.db
      .select()
      .from(siteSubmissions)
      .where(eq(siteSubmissions.id, application.json().id));
    expect(submission?.inviteId).toBe(res.json().id);
    expect(submission?.payload).not.toHaveProperty('inviteCode');
    const listed = (await t.client.get(P.friendInvites(school), bearer(anne))).json();
    expect(listed.invites[0]).toMatchObject({ id: res.json().id, applied: true });
    expect(listed.leftToday).toBe(FRIEND_INVITES_PER_DAY - 1);
    const officeList = (await t.client.get(P.officeFriendInvites, bearer(office.token))).json().invites;
    expect(officeList.find((i: { id: string }) => i.id === res.json().id)).toMatchObject({
      inviterSchool: 'OBS De Regenboog',
      applicationId: application.json().id,
    });
    // Each teacher sees their own invites only.
    expect((await t.client.get(P.friendInvites(school), bearer(admin))).json().invites).toEqual([]);
  });

  it('limits invites per user per day with a clear 429', async () => {
    await t.database.db.delete(friendInvites);
    for (let i = 0; i < FRIEND_INVITES_PER_DAY; i++)
      expect((await invite({ email: `collega${i}@elders.example` }, admin)).statusCode).toBe(201);
    const over = await invite({ email: 'een-te-veel@elders.example' }, admin);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/vandaag al het maximum/);
    // Anne has her own limit.
    expect((await invite({ email: 'nog-een@elders.example' }, anne)).statusCode).toBe(201);
  });

  it('refuses bad input, students, other accounts and school roles on the office list', async () => {
    const bad = await invite({ email: 'geen-adres' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: 'email' });
    expect((await invite({ email: 'a@b.example', schoolName: '<b>' })).json().errors).toEqual({
      schoolName: 'charNotAllowed:<',
    });
    expect((await invite({ email: 'a@b.example' }, student)).statusCode).toBe(403);
    expect((await invite({ email: 'a@b.example' }, otherAdmin.token)).statusCode).toBe(403);
    expect((await t.client.get(P.friendInvites(school), bearer(otherAdmin.token))).statusCode).toBe(403);
    expect((await t.client.get(P.friendInvites(school), bearer(student))).statusCode).toBe(403);
    for (const token of [admin, anne, student])
      expect((await t.client.get(P.officeFriendInvites, bearer(token))).statusCode).toBe(403);
    expect((await invite({ email: 'a@b.example' }, office.token)).statusCode).toBe(403);
  });
});

describe('cleanup sanity', () => {
  it('keeps office messages of the licence job apart from office-written ones', async () => {
    const rows = await t.database.db.select().from(officeMessages);
    expect(rows.some((m) => m.createdBy === null)).toBe(true);
  });
});
