import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskListTasks, users } from '../../server/db/schema';
import { CONTENT_PATHS as P } from '../../src/domain/contracts/content';
import type {
  ContentStatus,
  GameLevelBody,
  GameLevelList,
  GameLevelRecord,
} from '../../src/domain/contracts/content';
import { hashPassword } from '../../server/identity/passwords';
import { login } from './helpers/auth';
import {
  as,
  createSchool,
  createStaff,
  answersFor,
  finish,
  newWindow,
  postAnswers,
  taskList,
  turnTo,
  type TestSchool,
  type TestUser,
} from './helpers/practice';
import { requestAs, type Method } from './helpers/content';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Games and their levels as content: drafts, checks, publish, rollback, and the child's round. */
let t: TestApp;
let school: TestSchool;
let office: TestUser;
let superadmin: TestUser;
/** The child's task-list row, placed on a task of sums and differences to 10 (bellenprikken hosts it). */
let rowId: string;

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t, 'spellen', 2, '3');
  office = await createStaff(t, 'office', 'kantoor.spellen');
  superadmin = await createStaff(t, 'superadmin', 'super.spellen');
  const child = school.students[0]!;
  const row = (await taskList(t, child)).tasks.find((task) => task.domainId === 'dom-optellen-aftrekken')!;
  await t.database.db
    .update(taskListTasks)
    .set({ practiceTaskId: 'ot-plusmin-10', placedAt: new Date() })
    .where(eq(taskListTasks.id, row.id));
  await turnTo(t, child, row.id);
  rowId = row.id;
});
afterAll(async () => t.close());

const request = (method: Method, url: string, user?: TestUser, body?: unknown) =>
  requestAs(t, method, url, user, body);
const status = async () => (await request('GET', P.status, office)).json() as ContentStatus;
const levels = async () =>
  (await request('GET', P.gameLevels('bellenprikken'), office)).json() as GameLevelList;
const quick: GameLevelBody = {
  name: { nl: 'Supersnel', en: 'Super fast' },
  params: { speed: 1.8, bubbles: 4, bubbleSize: 'small', operations: ['add'] },
};
/** A whole round of bellenprikken on the child's row: window, every answer right, finish. */
async function bubbleRound(child: TestUser) {
  const window = await newWindow(t, child, rowId, 'bellenprikken');
  expect((await postAnswers(t, child, answersFor(window))).statusCode).toBe(200);
  await finish(t, child, window.id);
  return { window };
}
const settings = (over: object) => ({ enabled: true, speed: 1, roundLength: null, ...over });

describe('who may develop games', () => {
  it('refuses school roles and children with 403 and anonymous callers with 401, on every new route', async () => {
    const [admin] = await t.database.db
      .insert(users)
      .values({
        role: 'schooladmin',
        username: 'beheer.spellen',
        displayName: 'Beheer',
        passwordHash: await hashPassword('beheer-test'),
        accountId: school.accountId,
      })
      .returning({ id: users.id });
    const schoolAdmin = {
      id: admin!.id,
      username: 'beheer.spellen',
      token: await login(t, 'beheer.spellen', 'beheer-test'),
    };
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', P.gameSettings('bellenprikken')],
      ['PUT', P.gameSettings('bellenprikken'), settings({ speed: 2 })],
      ['GET', P.gameLevels('bellenprikken')],
      ['POST', P.gameLevels('bellenprikken'), quick],
      ['PUT', P.gameLevel('bellenprikken', 'bellenprikken-1'), quick],
      ['DELETE', P.gameLevel('bellenprikken', 'bellenprikken-1')],
      ['POST', P.gameLevelOrder('bellenprikken'), { ids: ['bellenprikken-1'] }],
      ['POST', P.gamePreview('bellenprikken'), { taskId: 'ot-plusmin-10', operations: ['add'] }],
    ];
    for (const [method, url, body] of calls) {
      for (const user of [schoolAdmin, school.docent, school.students[0]!])
        expect((await request(method, url, user, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await request(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await request('GET', P.gameLevels('bellenprikken'), superadmin)).statusCode).toBe(200);
    expect((await status()).drafts).toEqual([]);
  });
});

describe('a game’s settings', () => {
  it('reads as the code made them; a body that does not fit is refused with 400 naming the field', async () => {
    const res = await request('GET', P.gameSettings('stofzuigen'), office);
    expect(res.json()).toEqual({
      id: 'stofzuigen',
      enabled: true,
      speed: 1,
      roundLength: null,
      published: null,
      draft: false,
    });
    for (const [body, field] of [
      [settings({ speed: 3 }), 'speed'],
      [settings({ speed: 0.1 }), 'speed'],
      [settings({ roundLength: 2 }), 'roundLength'],
      [settings({ roundLength: 7.5 }), 'roundLength'],
    ] as const) {
      const bad = await request('PUT', P.gameSettings('stofzuigen'), office, body);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors as object)).toEqual([field]);
    }
    expect((await request('PUT', P.gameSettings('bestaat-niet'), office, settings({}))).statusCode).toBe(400);
    expect((await status()).drafts).toEqual([]);
  });

  it('refuses turning off the last built game of a task with 422 naming the game, the field and the task', async () => {
    const res = await request('PUT', P.gameSettings('waslijn'), office, settings({ enabled: false }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ enabled: 'lastGameOfTask' });
    expect(res.json().message).toMatch(
      /Spel waslijn, enabled: kan niet uit, want oefentaak ot-[a-z0-9-]+ houdt/,
    );
    expect((await status()).drafts).toEqual([]);
  });

  it('saves a change as a draft against the published settings; children keep the published ones', async () => {
    const res = await request(
      'PUT',
      P.gameSettings('bellenprikken'),
      office,
      settings({ speed: 1.5, roundLength: 6 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      speed: 1.5,
      roundLength: 6,
      draft: true,
      published: { speed: 1, roundLength: null },
    });
    expect((await status()).drafts).toEqual([
      expect.objectContaining({ kind: 'game', id: 'bellenprikken', change: 'changed' }),
    ]);
    const round = await newWindow(
      t,
      school.students[1]!,
      (await taskList(t, school.students[1]!)).tasks[0]!.id,
    );
    expect(round.settings.gameSpeed ?? 1).toBe(1);
  });
});

describe('bellenprikken’s levels', () => {
  let created: GameLevelRecord;

  it('lists the code’s three levels; a game without levels has none (404)', async () => {
    const list = await levels();
    expect(list.roundsPerLevel).toBe(3);
    expect(list.levels.map((l) => [l.id, l.position, l.name.nl])).toEqual([
      ['bellenprikken-1', 0, 'Rustig'],
      ['bellenprikken-2', 1, 'Gewoon'],
      ['bellenprikken-3', 2, 'Vlot'],
    ]);
    expect((await request('GET', P.gameLevels('stofzuigen'), office)).statusCode).toBe(404);
  });

  it('refuses params the game’s schema does not allow with 422 naming each param, saving nothing', async () => {
    const bad = async (params: object) => {
      const res = await request('POST', P.gameLevels('bellenprikken'), office, {
        ...quick,
        params: { ...quick.params, ...params },
      });
      expect(res.statusCode).toBe(422);
      return res.json() as { errors: Record<string, string>; message: string };
    };
    expect((await bad({ bubbles: 9 })).errors).toEqual({ 'params.bubbles': 'invalid' });
    expect((await bad({ speed: 5, bubbleSize: 'huge' })).errors).toEqual({
      'params.speed': 'invalid',
      'params.bubbleSize': 'invalid',
    });
    expect((await bad({ operations: [] })).errors).toEqual({ 'params.operations': 'invalid' });
    expect((await bad({ colour: 'red' })).message).toMatch(/Level bellenprikken-4, params: is niet geldig/);
    const noName = await request('PUT', P.gameLevel('bellenprikken', 'bellenprikken-1'), office, {
      ...quick,
      name: { nl: '', en: 'x' },
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors).toEqual({ 'name.nl': 'invalid' });
    expect((await status()).drafts.map((d) => d.kind)).toEqual(['game']);
  });

  it('adds a level last, edits, reorders and removes levels as drafts', async () => {
    const res = await request('POST', P.gameLevels('bellenprikken'), office, quick);
    expect(res.statusCode).toBe(201);
    created = res.json() as GameLevelRecord;
    expect(created).toMatchObject({ id: 'bellenprikken-4', position: 3, draft: true, isNew: true, ...quick });
    const edited = await request('PUT', P.gameLevel('bellenprikken', created.id), office, {
      ...quick,
      params: { ...quick.params, bubbles: 3 },
    });
    expect(edited.json()).toMatchObject({ params: { bubbles: 3 }, draft: true });
    // The new level first: a child starts on it.
    const order = ['bellenprikken-4', 'bellenprikken-1', 'bellenprikken-2', 'bellenprikken-3'];
    const ordered = await request('POST', P.gameLevelOrder('bellenprikken'), office, { ids: order });
    expect(ordered.statusCode).toBe(200);
    expect((ordered.json() as GameLevelList).levels.map((l) => [l.id, l.position])).toEqual(
      order.map((id, i) => [id, i]),
    );
    expect(
      (await request('POST', P.gameLevelOrder('bellenprikken'), office, { ids: order.slice(1) })).statusCode,
    ).toBe(400);
    expect(
      (await request('DELETE', P.gameLevel('bellenprikken', 'bellenprikken-3'), office)).statusCode,
    ).toBe(204);
    expect((await levels()).levels.map((l) => l.id)).toEqual(order.slice(0, 3));
    expect(
      (await request('DELETE', P.gameLevel('bellenprikken', 'bellenprikken-9'), office)).statusCode,
    ).toBe(404);
  });

  it('previews a task’s sums limited to a level’s sum kinds', async () => {
    const res = await request('POST', P.gamePreview('bellenprikken'), office, {
      taskId: 'ot-plusmin-10',
      operations: ['add'],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json().sumKeys as string[]).every((key) => key.startsWith('add:'))).toBe(true);
    const all = await request('POST', P.gamePreview('bellenprikken'), office, {
      taskId: 'ot-plusmin-10',
      seed: 3,
    });
    expect((all.json().sumKeys as string[]).some((key) => !key.startsWith('add:'))).toBe(true);
  });
});

describe('publishing and rolling back', () => {
  it('publish: the child’s round follows the game’s tempo, round length and first level', async () => {
    const res = await request('POST', P.publish, office, { note: 'Bellen sneller' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(2);
    const child = school.students[0]!;
    const { window } = await bubbleRound(child);
    expect(window.gameId).toBe('bellenprikken');
    expect(window.settings).toMatchObject({
      roundLength: 6,
      gameSpeed: 1.5,
      level: { id: 'bellenprikken-4', position: 0, params: { bubbles: 3, speed: 1.8, operations: ['add'] } },
    });
    expect(window.sums.every((sum) => sum.features.operation === 'add')).toBe(true);
    // Reading the round again gives the same level; after 3 finished rounds the child moves up.
    const again = await t.client.get(`/api/leerlingen/${child.id}/somvensters/${window.id}`, as(child));
    expect(again.json().settings.level.id).toBe('bellenprikken-4');
    await bubbleRound(child);
    await bubbleRound(child);
    const fourth = await newWindow(t, child, rowId, 'bellenprikken');
    expect(fourth.settings.level?.id).toBe('bellenprikken-1');
    // A practice round (the first was the task's intake, of its own length) has the game's length.
    expect(fourth.purpose).toBe('practice');
    expect(fourth.sums).toHaveLength(6);
  });

  it('a game turned off is no longer offered to children', async () => {
    expect(
      (await request('PUT', P.gameSettings('bellenprikken'), office, settings({ enabled: false })))
        .statusCode,
    ).toBe(200);
    expect((await request('POST', P.publish, office, {})).json().version).toBe(3);
    const child = school.students[0]!;
    const row = (await taskList(t, child)).tasks.find((task) => task.id === rowId)!;
    expect(row.games).not.toContain('bellenprikken');
    expect(row.games.length).toBeGreaterThan(0);
    const refused = await t.client.post(
      `/api/leerlingen/${child.id}/takenlijst/${rowId}/somvensters`,
      { game: 'bellenprikken' },
      as(child),
    );
    expect(refused.statusCode).toBe(422);
  });

  it('a rollback to version 1 brings back the code’s game settings and levels', async () => {
    const res = await request('POST', P.rollback('1'), superadmin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 4, restoredFrom: 1 });
    expect((await request('GET', P.gameSettings('bellenprikken'), office)).json()).toMatchObject({
      enabled: true,
      speed: 1,
      roundLength: null,
      draft: false,
    });
    expect((await levels()).levels.map((l) => l.id)).toEqual([
      'bellenprikken-1',
      'bellenprikken-2',
      'bellenprikken-3',
    ]);
    const child = school.students[0]!;
    const row = (await taskList(t, child)).tasks.find((task) => task.id === rowId)!;
    expect(row.games).toContain('bellenprikken');
    const round = await newWindow(t, child, rowId, 'bellenprikken');
    expect(round.settings).toMatchObject({ roundLength: 10, gameSpeed: 1 });
  });
});
