import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/test-app';
import { outbox, siteSubmissions } from '../../server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    officeMailTo: 'kantoor@rekenblobs.example',
    publicUrl: 'https://rekenblobs.example',
  });
});
afterAll(() => t.close());

async function countSubmissions() {
  return (await t.database.db.select().from(siteSubmissions)).length;
}

const application = {
  kind: 'school',
  organisation: 'OBS De Regenboog',
  contactName: 'Jan de Vries',
  role: 'Intern begeleider',
  email: 'jan@regenboog.nl',
  phone: '030 123 4567',
  postcode: '3511 AB',
  city: 'Utrecht',
  country: 'NL',
  students: 240,
  yearGroups: ['3', '4', '5'],
  message: '',
  acceptTerms: true,
};

describe('contact form API', () => {
  it('stores a valid message with who and when and returns a receipt', async () => {
    const res = await t.client.post('/api/site/contact?locale=be', {
      name: 'Anne Peeters',
      email: 'anne@school.be',
      school: 'Basisschool Sint-Jan',
      phone: '',
      subject: 'demo',
      message: 'Wij willen graag een demo voor onze klassen.',
    });
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.database.db
      .select()
      .from(siteSubmissions)
      .orderBy(desc(siteSubmissions.createdAt))
      .limit(1);
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Anne Peeters',
      email: 'anne@school.be',
      locale: 'be',
    });
    expect(row!.payload).toMatchObject({ school: 'Basisschool Sint-Jan', subject: 'demo' });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('returns field errors for bad input and stores nothing', async () => {
    const before = await countSubmissions();
    const res = await t.client.post('/api/site/contact', {
      name: '',
      email: 'not-an-email',
      subject: 'question',
      message: 'kort',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'required', email: 'email', message: 'minLength:10' });
    expect(await countSubmissions()).toBe(before);
  });

  it('refuses unknown fields', async () => {
    const res = await t.client.post('/api/site/contact', {
      name: 'Anne',
      email: 'anne@school.nl',
      subject: 'question',
      message: 'Een vraag over de prijzen.',
      isAdmin: true,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('application mails', () => {
  it.each([
    ['nl', 'We hebben je aanvraag ontvangen', 'Hallo Jan de Vries,', 'een schoollicentie'],
    ['be', 'We hebben je aanvraag goed ontvangen', 'Dag Jan de Vries,', 'een schoollicentie'],
    ['en', 'We have received your application', 'Hello Jan de Vries,', 'a school licence'],
  ])(
    'mails the office and confirms to the applicant in the site language (%s)',
    async (locale, subject, hello, kind) => {
      await t.database.db.delete(outbox);
      const res = await t.client.post(`/api/site/aanvraag?locale=${locale}`, application);
      expect(res.statusCode).toBe(201);
      await t.app.background.drain();
      const [office] = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, 'kantoor@rekenblobs.example'));
      expect(office!.subject).toBe('Nieuwe aanvraag: Schoollicentie voor OBS De Regenboog, Jan de Vries');
      expect(office!.body).toContain('E-mail: jan@regenboog.nl');
      expect(office!.body).toContain('Leerlingen: 240');
      expect(office!.body).toContain(
        `https://rekenblobs.example/superadmin/accounts/aanmaken?aanvraag=${res.json().id}`,
      );
      const [applicant] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'jan@regenboog.nl'));
      expect(applicant!.subject).toBe(subject);
      expect(applicant!.body).toMatch(new RegExp(`^${hello}`));
      expect(applicant!.body).toContain(kind);
      expect(applicant!.body).toContain('OBS De Regenboog');
    },
  );

  it('sends nothing for a refused application', async () => {
    await t.database.db.delete(outbox);
    const res = await t.client.post('/api/site/aanvraag', { ...application, email: 'geen-adres' });
    expect(res.statusCode).toBe(400);
    await t.app.background.drain();
    expect(await t.database.db.select().from(outbox)).toHaveLength(0);
  });
});

describe('application form API', () => {
  it('stores a school application', async () => {
    const res = await t.client.post('/api/site/aanvraag', application);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(siteSubmissions)
      .orderBy(desc(siteSubmissions.createdAt))
      .limit(1);
    expect(row).toMatchObject({ kind: 'aanvraag', name: 'Jan de Vries', locale: 'nl' });
    expect(row!.payload).toMatchObject({ organisation: 'OBS De Regenboog', students: 240 });
  });

  it('requires the school name for a school and at least one year group', async () => {
    const before = await countSubmissions();
    const res = await t.client.post('/api/site/aanvraag', {
      ...application,
      organisation: '',
      yearGroups: [],
      postcode: 'ABCDE',
      acceptTerms: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      organisation: 'required',
      yearGroups: 'atLeastOne',
      postcode: 'format',
      acceptTerms: 'required',
    });
    expect(await countSubmissions()).toBe(before);
  });

  it('reports a missing organisation for a school application', async () => {
    const res = await t.client.post('/api/site/aanvraag', { ...application, organisation: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ organisation: 'required' });
  });

  it('limits how many forms one address may send', async () => {
    let limited = false;
    for (let i = 0; i < 12 && !limited; i++) {
      const res = await t.client.post('/api/site/aanvraag', {
        ...application,
        kind: 'home',
        organisation: '',
      });
      limited = res.statusCode === 429;
    }
    expect(limited).toBe(true);
  });
});
