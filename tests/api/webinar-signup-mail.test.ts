import { desc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, outbox, webinars } from '../../server/db/schema';
import { COMMS_PATHS } from '../../src/domain/contracts/office-comms';
import { accountIdOf, bearer, login, seedDemo } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let school: string;
let anne: string;
let webinarId: string;
/** 12 January next year, 13:00 UTC (winter): 14:00 in Amsterdam and Brussels, 13:00 in London. */
const STARTS = new Date(`${new Date().getUTCFullYear() + 1}-01-12T13:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  school = (await accountIdOf(t, 'juf.anne'))!;
  anne = await login(t, 'juf.anne', 'anne-lesgeven');
  const [row] = await t.database.db
    .insert(webinars)
    .values({
      title: 'Tafels oefenen',
      description: 'Hoe je de tafels laat automatiseren.',
      startsAt: STARTS,
      durationMinutes: 45,
      url: 'https://webinar.example/tafels',
      places: 10,
    })
    .returning({ id: webinars.id });
  webinarId = row!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(outbox);
});

async function signUp(language?: string) {
  const res = await t.client.put(COMMS_PATHS.signup(school, webinarId), undefined, {
    ...bearer(anne),
    ...(language && { headers: { ...bearer(anne).headers, 'accept-language': language } }),
  });
  expect(res.statusCode).toBe(204);
  await t.app.background.drain();
  return t.database.db.select().from(outbox).orderBy(desc(outbox.createdAt));
}
const signOff = () => t.client.delete(COMMS_PATHS.signup(school, webinarId), bearer(anne));

function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}

describe('the confirmation mail of a webinar sign-up', () => {
  it.each([
    [
      'nl',
      undefined,
      'NL',
      'Aangemeld voor het webinar Tafels oefenen',
      '14:00 (Nederlandse tijd)',
      'Hallo Anne',
    ],
    [
      'be',
      undefined,
      'BE',
      'Ingeschreven voor het webinar Tafels oefenen',
      '14:00 (Belgische tijd)',
      'Dag Anne',
    ],
    [
      'en',
      'en-GB,en;q=0.8',
      'NL',
      'Signed up for the webinar Tafels oefenen',
      '13:00 (UK time)',
      'Hello Anne',
    ],
  ])(
    'in %s: states the time in its zone and carries the webinar as a calendar file',
    async (_l, header, country, subject, time, hello) => {
      await t.database.db.update(accounts).set({ country: country as 'NL' | 'BE' }).where(eq(accounts.id, school));
      await signOff();
      const mails = await signUp(header);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({ to: 'anne@regenboog.example', subject });
      expect(mail!.body).toContain(hello);
      expect(mail!.body).toContain(time);
      expect(mail!.body).toContain('https://webinar.example/tafels');
      expect(mail!.attachments).toHaveLength(1);
      const [file] = mail!.attachments!;
      expect(file).toMatchObject({
        filename: 'webinar.ics',
        contentType: expect.stringMatching(/^text\/calendar/),
      });
      const event = eventOf(file!.content);
      expect(event.uid).toBe(`webinar-${webinarId}@rekenblobs`);
      expect(event.summary).toContain('Tafels oefenen');
      expect(event.startDate.toJSDate().toISOString()).toBe(STARTS.toISOString());
      expect(event.endDate.toJSDate().getTime() - STARTS.getTime()).toBe(45 * 60_000);
      expect(event.location).toBe('https://webinar.example/tafels');
    },
  );

  it('is sent once: signing up again changes nothing and mails nothing', async () => {
    expect(await signUp()).toHaveLength(0);
  });
});
