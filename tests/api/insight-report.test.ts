import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plain } from '../../server/api/progress/report-pdf';
import { accounts, fluencyTests, studentFacts } from '../../server/db/schema';
import type { GroupProgressResponse, StudentProgressResponse } from '../../src/domain/contracts/practice';
import { PRACTICE_PATHS } from '../../src/domain/contracts/practice';
import { bandOfPercent, percentRight } from '../../src/domain';
import { qrCodesOfPdf } from './helpers/pdf-qr';
import { as, createSchool, playRound, taskList, type TestSchool } from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Printable progress reports (issue 10): both are PDFs with the JSON progress routes' own figures,
 * under the same tenant rule.
 */
let t: TestApp;
let school: TestSchool;
let other: TestSchool;
let be: TestSchool;

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t, 'rap', 2, '5');
  other = await createSchool(t, 'rap2', 1, '5');
  be = await createSchool(t, 'rapbe', 1, '3');
  await t.database.db.update(accounts).set({ country: 'BE' }).where(eq(accounts.id, be.accountId));
  const student = school.students[0]!;
  const list = await taskList(t, student);
  await playRound(t, student, list.tasks[0]!.id);
  await playRound(t, student, list.tasks[0]!.id, (i) => i % 3 !== 0);
  // Three table facts: automated, right but slow, learning (the compact tables grid shows them).
  await t.database.db.insert(studentFacts).values(
    (
      [
        ['mul:3x4', [1200, 1400, 1000, 1600].map((ms) => ({ correct: true, ms }))],
        ['mul:7x8', [{ correct: true, ms: 5000 }]],
        ['mul:2x2', [{ correct: false, ms: 2000 }]],
      ] as const
    ).map(([sumKey, recent]) => ({
      accountId: school.accountId,
      studentId: student.id,
      sumKey,
      answers: recent.length,
      correctAnswers: recent.filter((r) => r.correct).length,
      recent,
      lastAnsweredAt: new Date(),
      lastAnswerIndex: 1,
      box: 1,
      dueAt: new Date(),
    })),
  );
  await t.database.db.insert(fluencyTests).values({
    id: randomUUID(),
    accountId: school.accountId,
    studentId: student.id,
    state: {},
    startedAt: new Date(Date.now() - 60_000),
    finishedAt: new Date(),
    result: {
      answered: 20,
      correct: 17,
      fluent: 13,
      accuracy: 0.85,
      fluentShare: 0.65,
      medianResponseMs: 2100,
      levelReached: 0.6,
      score: 73,
      stopReason: 'maxSums',
    },
  });
});
afterAll(async () => t.close());

/** The PDF's text, asked for on a host (the language of a sheet follows the host's ending). */
async function pdfText(url: string, user: { token: string }, host?: string): Promise<string> {
  const res = await t.client.get(url, { headers: { ...as(user).headers, ...(host ? { host } : {}) } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="voortgang[a-z0-9-]*\.pdf"$/);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await qrCodesOfPdf(res.rawPayload);
  return text.join('\n');
}

describe('group report', () => {
  it.each(['week', 'schooljaar'] as const)(
    'prints the grid and period figures of the JSON overview (%s)',
    async (periode) => {
      const json: GroupProgressResponse = (
        await t.client.get(
          `${PRACTICE_PATHS.groupProgress(school.groupId)}?periode=${periode}`,
          as(school.docent),
        )
      ).json();
      const text = await pdfText(
        `${PRACTICE_PATHS.groupReport(school.groupId)}?periode=${periode}`,
        school.docent,
      );
      for (const expected of [
        'Voortgangsrapport: Groep 5rap',
        'Groep 5rap',
        'School rap',
        'Let op',
        'Antwoorden',
      ])
        expect(text).toContain(expected);
      expect(text).toContain(periode === 'week' ? 'deze week' : 'dit schooljaar');
      for (const domain of json.domains) expect(text).toContain(plain(domain.name.nl));
      for (const student of json.students) expect(text).toContain(student.displayName);
      const played = json.students.find((s) => s.leerlingId === school.students[0]!.id)!;
      expect(played.insight!.period.answers).toBeGreaterThan(0);
      expect(text).toContain(String(played.insight!.period.answers));
      // The colour code is written as a word too (prints in black and white), beside the percentage
      // it stands for, and the legend is written from the same bands.
      const words = { green: 'goed', orange: 'matig', red: 'lastig', grey: 'nog niet' } as const;
      for (const status of played.domains) {
        const percent = percentRight(status.correct ?? 0, status.answers ?? 0);
        expect(status.colour).toBe(bandOfPercent(percent));
        expect(text).toContain(`${words[status.colour]}${percent === null ? '' : ` ${percent}%`}`);
      }
      expect(text).toContain('goed: 70% of meer goed');
      expect(text).toContain('matig: 50 tot en met 69% goed');
      expect(text).toContain('lastig: minder dan 50% goed');
      // The child who did not practise is named under "Let op" with the reason.
      expect(text).toContain('deze week niet geoefend');
    },
  );

  it('speaks Flemish for a Belgian account', async () => {
    const text = await pdfText(PRACTICE_PATHS.groupReport(be.groupId), be.docent);
    // On a host without a language ending, the Dutch of the school's country.
    expect(text).toContain('Voortgangsrapport: Groep 3rapbe');
    expect(text).toContain('Klas: Groep 3rapbe');
    expect(text).toContain('minder dan 50% juist');
  });

  it('speaks the language of the host it is asked on, and takes no language from the client', async () => {
    const url = PRACTICE_PATHS.groupReport(school.groupId);
    const english = await pdfText(`${url}?periode=maand`, school.docent, 'mathsblobs.co.uk');
    expect(english).toContain('Maths Blobs');
    expect(english).toContain('Progress report: Groep 5rap');
    expect(english).toContain('this month');
    expect(english).toContain('Number sense');
    expect(english).not.toContain('Rekenblobs');
    const child = await pdfText(
      PRACTICE_PATHS.studentReport(school.students[0]!.id),
      school.docent,
      'www.mathsblobs.co.uk',
    );
    expect(child).toContain('Pupil progress report');
    expect(child).toContain('Level per domain');
    // A Dutch school's report on the Flemish host is in Flemish words, and the reverse.
    const flemish = await pdfText(url, school.docent, 'rekenblobs.be');
    expect(flemish).toContain('Klas: Groep 5rap');
    const dutch = await pdfText(PRACTICE_PATHS.groupReport(be.groupId), be.docent, 'rekenblobs.nl');
    expect(dutch).toContain('Groep 3rapbe');
    expect(dutch).not.toContain('Klas:');
    // The language is the host's: a language field from the client is refused.
    expect((await t.client.get(`${url}?taal=en`, as(school.docent))).statusCode).toBe(400);
    const studentUrl = PRACTICE_PATHS.studentReport(school.students[0]!.id);
    expect((await t.client.get(`${studentUrl}?taal=en`, as(school.docent))).statusCode).toBe(400);
  });

  it('refuses a bad period (400), another account (404), a docent outside the group and a student (403)', async () => {
    const url = PRACTICE_PATHS.groupReport(school.groupId);
    expect((await t.client.get(`${url}?periode=jaar`, as(school.docent))).statusCode).toBe(400);
    expect((await t.client.get(url, as(other.docent))).statusCode).toBe(404);
    expect((await t.client.get(url, as(be.docent))).statusCode).toBe(404);
    expect((await t.client.get(url, as(school.students[0]!))).statusCode).toBe(403);
    expect((await t.client.get(PRACTICE_PATHS.groupReport(randomUUID()), as(school.docent))).statusCode).toBe(
      404,
    );
  });
});

describe('child report', () => {
  it('prints the school year figures of the JSON progress', async () => {
    const student = school.students[0]!;
    const json: StudentProgressResponse = (
      await t.client.get(PRACTICE_PATHS.studentProgress(student.id), as(school.docent))
    ).json();
    const text = await pdfText(PRACTICE_PATHS.studentReport(student.id), school.docent);
    for (const expected of [
      'Voortgangsrapport leerling',
      student.username,
      'Groep 5rap',
      'School rap',
      'Niveau per domein',
      'Automatiseertoetsen',
      'Meest gegeven foute antwoorden',
    ])
      expect(text).toContain(expected);
    const insight = json.insight!;
    expect(insight.totals.answers).toBeGreaterThan(0);
    expect(text).toContain(String(insight.totals.answers));
    expect(text).toContain(`${insight.totals.daysPractised} dag`);
    for (const domain of json.domains) expect(text).toContain(plain(domain.name.nl));
    // The fluency test with its score, and the most frequent wrong answer.
    expect(text).toContain('73');
    expect(text).toContain('17 / 20');
    expect(insight.wrongAnswers.length).toBeGreaterThan(0);
    expect(text).toContain(plain(insight.wrongAnswers[0]!.text));
    // The grids with a fact seen (this child: tables only), the tables always.
    expect(text).toContain('Tafels 1-10');
    expect(text).not.toContain('Deeltafels 1-10');
    // The domain colours of the school year, with their percentages.
    expect(json.period?.periode).toBe('week');
    const year: StudentProgressResponse = (
      await t.client.get(
        `${PRACTICE_PATHS.studentProgress(student.id)}?periode=schooljaar`,
        as(school.docent),
      )
    ).json();
    const practised = year.domains.find((d) => (d.status.answers ?? 0) > 0)!;
    expect(text).toContain(`${percentRight(practised.status.correct!, practised.status.answers!)}%`);
  });

  it('prints a child without practice', async () => {
    const text = await pdfText(PRACTICE_PATHS.studentReport(school.students[1]!.id), school.docent);
    expect(text).toContain(school.students[1]!.username);
    expect(text).toContain('Nog geen automatiseertoets gemaakt.');
  });

  it('refuses another account (404), a docent outside the group and the child itself (403)', async () => {
    const url = PRACTICE_PATHS.studentReport(school.students[0]!.id);
    expect((await t.client.get(url, as(other.docent))).statusCode).toBe(404);
    expect((await t.client.get(url, as(school.students[0]!))).statusCode).toBe(403);
    expect((await t.client.get(url, as(school.students[1]!))).statusCode).toBe(403);
    expect(
      (await t.client.get(PRACTICE_PATHS.studentReport(randomUUID()), as(school.docent))).statusCode,
    ).toBe(404);
  });
});
