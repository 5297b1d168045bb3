import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDrafts, customTasks, siteSubmissions, users } from '../../server/db/schema';
import { MAX_NESTING, refusedInputPath } from '../../server/plugins/text-guard';
import { hasUnsafeText } from '../../src/domain/validation';
import { bearer, login, seedDemo } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let teacher: string;
let office: string;
let groupId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  teacher = await login(t, 'juf.anne', 'anne-lesgeven');
  office = await login(t, 'office', 'office-demo');
  const [child] = await t.database.db
    .select({ groupId: users.groupId })
    .from(users)
    .where(eq(users.username, 'noor.g4'));
  groupId = child!.groupId!;
});
afterAll(() => t.close());

const NUL = 'Jan\u0000';
const LONE_HIGH = 'Jan\uD83D';
const LONE_LOW = '\uDE00Jan';

describe('unsafe text', () => {
  it('is NUL or half a surrogate pair; whole emoji and accents are fine', () => {
    for (const bad of [NUL, LONE_HIGH, LONE_LOW]) expect(hasUnsafeText(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['Zoë 😀', 'Anne-Marie', '']) expect(hasUnsafeText(good), good).toBe(false);
    expect(refusedInputPath({ a: [{ b: 'ok' }, { c: LONE_HIGH }] })).toBe('a.1.c');
    expect(refusedInputPath({ a: 'ok', n: 3, x: null })).toBeNull();
  });

  it('nesting deeper than MAX_NESTING is refused where it gets too deep, however deep it goes', () => {
    const nestedArrays = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));
    const tooDeep = Array(MAX_NESTING).fill('0').join('.');
    expect(refusedInputPath(nestedArrays(MAX_NESTING))).toBeNull();
    expect(refusedInputPath(nestedArrays(MAX_NESTING + 1))).toBe(tooDeep);
    expect(refusedInputPath(nestedArrays(100_000))).toBe(tooDeep);
  });

  // The routes where an outside attack run got a 500, and a path and a query.
  const cases: { name: string; send: () => Promise<{ statusCode: number; json: () => unknown }> }[] = [];
  for (const [label, bad] of [
    ['NUL', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
  ] as const) {
    cases.push(
      { name: `login, ${label}`, send: () => t.client.post('/api/auth', { username: bad, password: 'x' }) },
      {
        name: `contact form, ${label}`,
        send: () =>
          t.client.post('/api/site/contact', {
            name: bad,
            email: 'a@b.nl',
            school: 'S',
            phone: '',
            subject: 'demo',
            message: 'Hallo daar, graag een demo.',
          }),
      },
      {
        name: `application form, ${label}`,
        send: () => t.client.post('/api/site/aanvraag', { organisation: bad, kind: 'school' }),
      },
      {
        name: `custom task name, ${label}`,
        send: () =>
          t.client.post(
            `/api/groepen/${groupId}/maatwerktaken`,
            { name: { nl: bad, en: 'x' }, source: { type: 'collection', collectionId: 'x' }, gameIds: [] },
            bearer(teacher),
          ),
      },
      {
        name: `generator name, ${label}`,
        send: () => t.client.put('/api/ontwikkel/gensettingssommen/nieuw', { name: bad }, bearer(office)),
      },
    );
  }
  // An outside fault run overflowed the guard's own recursion with these on every JSON route.
  const json = { headers: { 'content-type': 'application/json' } };
  cases.push(
    {
      name: 'anonymous login, 100,000 nested arrays',
      send: () => t.client.post('/api/auth', '['.repeat(100_000) + ']'.repeat(100_000), json),
    },
    {
      name: 'contact form, a name nested 100,000 objects deep',
      send: () =>
        t.client.post('/api/site/contact', `{"name":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_001)}`, json),
    },
  );
  cases.push(
    { name: 'a NUL in a path', send: () => t.client.get('/api/leerlingen/%00/voortgang', bearer(teacher)) },
    {
      name: 'a NUL in a query',
      send: () => t.client.get(`/api/groepen/${groupId}/voortgang?periode=week%00`, bearer(teacher)),
    },
  );

  it.each(cases.map((c) => [c.name, c] as const))('%s: 400 with the field, nothing stored', async (_, c) => {
    const before = await counts();
    const res = await c.send();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: expect.any(Object) });
    expect(await counts()).toEqual(before);
  });
});

async function counts() {
  const { db } = t.database;
  return Promise.all(
    [siteSubmissions, customTasks, contentDrafts].map(
      async (table) => (await db.select().from(table)).length,
    ),
  );
}
