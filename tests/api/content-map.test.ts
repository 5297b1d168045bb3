import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentReleases, users } from '../../server/db/schema';
import { MAP_FROM_CODE } from '../../src/domain';
import { CONTENT_PATHS as P } from '../../src/domain/contracts/content';
import type { ContentStatus, ContentVersion, MapBody, MapRecord } from '../../src/domain/contracts/content';
import { PRACTICE_PATHS } from '../../src/domain/contracts/practice';
import type { TaskListResponse } from '../../src/domain/contracts/practice';
import { hashPassword } from '../../server/identity/passwords';
import { login } from './helpers/auth';
import { as, createSchool, createStaff, type TestSchool, type TestUser } from './helpers/practice';
import { requestAs, type Method } from './helpers/content';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The child's map as content (ontwikkel/landkaartdev): drafts, checks, publish, rollback, the child's map. */
let t: TestApp;
let school: TestSchool;
let office: TestUser;
let superadmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  // An installation whose version 1 was published before the map was content: its document has no list.
  await t.database.db
    .update(contentReleases)
    .set({ content: sql`${contentReleases.content} - 'maps'` })
    .where(eq(contentReleases.version, 1));
  school = await createSchool(t, 'kaart', 3, '5');
  office = await createStaff(t, 'office', 'kantoor.kaart');
  superadmin = await createStaff(t, 'superadmin', 'super.kaart');
});
afterAll(async () => t.close());

const request = (method: Method, url: string, user?: TestUser, body?: unknown) =>
  requestAs(t, method, url, user, body);
const map = async () => (await request('GET', P.map, office)).json() as MapRecord;
const status = async () => (await request('GET', P.status, office)).json() as ContentStatus;
const childMap = async () => {
  const child = school.students[0]!;
  const res = await request('GET', PRACTICE_PATHS.taskList(child.id), child);
  expect(res.statusCode).toBe(200);
  return (res.json() as TaskListResponse).map;
};
const code: MapBody = { wide: [...MAP_FROM_CODE.wide], tall: [...MAP_FROM_CODE.tall] };
const moved: MapBody = {
  wide: code.wide.map((p, i) => (i === 0 ? { x: 20, y: 90 } : p)),
  tall: [...code.tall.slice(0, -1), { x: 50, y: 15 }],
};

describe('who may develop the map', () => {
  it('refuses school roles and children with 403 and anonymous callers with 401', async () => {
    const [admin] = await t.database.db
      .insert(users)
      .values({
        role: 'schooladmin',
        username: 'beheer.kaart',
        displayName: 'Beheer',
        passwordHash: await hashPassword('beheer-test'),
        accountId: school.accountId,
      })
      .returning({ id: users.id });
    const schoolAdmin = {
      id: admin!.id,
      username: 'beheer.kaart',
      token: await login(t, 'beheer.kaart', 'beheer-test'),
    };
    for (const [method, body] of [['GET'], ['PUT', moved]] as const) {
      for (const user of [schoolAdmin, school.docent, school.students[0]!])
        expect((await request(method, P.map, user, body)).statusCode, `${method} as ${user.username}`).toBe(
          403,
        );
      expect((await request(method, P.map, undefined, body)).statusCode).toBe(401);
    }
    expect((await request('GET', P.map, superadmin)).statusCode).toBe(200);
    expect((await status()).drafts).toEqual([]);
  });
});

describe('a version published before the map was content', () => {
  it('reads as the code’s routes, for the office and on the child’s map', async () => {
    const [row] = await t.database.db.select().from(contentReleases).where(eq(contentReleases.version, 1));
    expect(row!.content).not.toHaveProperty('maps');
    expect(await map()).toEqual({ ...code, published: null, draft: false });
    expect(await childMap()).toEqual(code);
  });
});

describe('changing the map', () => {
  it('refuses a point off the art with 422 naming the field, saving nothing', async () => {
    const bad = { ...moved, wide: moved.wide.map((p, i) => (i === 3 ? { x: 48, y: 130 } : p)) };
    const res = await request('PUT', P.map, office, bad);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'wide.3.y': 'invalid' });
    expect(res.json().message).toMatch(/Landkaart main, wide\.3\.y: is niet geldig/);
    const one = await request('PUT', P.map, office, { ...moved, tall: [{ x: 50, y: 50 }] });
    expect(one.statusCode).toBe(422);
    expect(one.json().errors).toEqual({ tall: 'invalid' });
    expect((await status()).drafts).toEqual([]);
  });

  it('refuses a route too short to place the stops apart, naming the art’s route', async () => {
    const res = await t.client.request({
      method: 'PUT',
      url: P.map,
      payload: {
        ...moved,
        tall: [
          { x: 50, y: 60 },
          { x: 50, y: 50 },
        ],
      },
      headers: { ...as(office).headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ tall: 'stopsTooClose' });
    expect(res.json().message).toMatch(
      /Map main, tall: the route puts stops 1 and 2 of a day of 8 stops only 17 apart; they need at least 80/,
    );
    expect((await status()).drafts).toEqual([]);
  });

  it('saves new routes as a draft the child does not see yet; the same as published drops it', async () => {
    const res = await request('PUT', P.map, office, moved);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...moved, published: code, draft: true });
    expect((await status()).drafts).toEqual([
      expect.objectContaining({
        kind: 'map',
        id: 'main',
        change: 'changed',
        updatedBy: { name: 'kantoor.kaart' },
      }),
    ]);
    expect(await childMap()).toEqual(code);
    expect((await request('PUT', P.map, office, code)).json()).toMatchObject({
      draft: false,
      published: null,
    });
    expect((await status()).drafts).toEqual([]);
    expect((await request('PUT', P.map, office, moved)).statusCode).toBe(200);
  });
});

describe('publishing and rolling back', () => {
  it('publish puts the new routes on the child’s map; a rollback brings the old ones back', async () => {
    const res = await request('POST', P.publish, office, { note: 'Een andere route' });
    expect(res.statusCode).toBe(200);
    const published = res.json() as ContentVersion;
    expect(published.version).toBe(2);
    expect(published.changes).toEqual([
      expect.objectContaining({
        kind: 'map',
        id: 'main',
        change: 'changed',
        fields: expect.arrayContaining([{ path: 'wide.0.x', before: 11, after: 20 }]),
      }),
    ]);
    expect(await childMap()).toEqual(moved);
    expect(await map()).toEqual({ ...moved, published: null, draft: false });

    const back = await request('POST', P.rollback('1'), superadmin, {});
    expect(back.statusCode).toBe(200);
    expect((back.json() as ContentVersion).version).toBe(3);
    expect(await childMap()).toEqual(code);
    expect(await map()).toEqual({ ...code, published: null, draft: false });
  });
});
