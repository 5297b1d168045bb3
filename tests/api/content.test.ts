import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDraft } from '../../server/api/content/drafts';
import { seedContent } from '../../server/api/content/releases';
import { auditLog, contentDrafts, contentReleases, sumWindows } from '../../server/db/schema';
import { contentFromCode } from '../../src/domain';
import { CONTENT_PATHS as P } from '../../src/domain/contracts/content';
import type {
  ContentStatus,
  ContentVersion,
  GeneratorSettingRecord,
} from '../../src/domain/contracts/content';
import {
  answersFor,
  as,
  createSchool,
  createStaff,
  finish,
  newWindow,
  postAnswers,
  taskList,
  turnTo,
  type TestSchool,
  type TestUser,
} from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The develop tools' content API: drafts, checks, publish, rollback, and rounds keeping their version. */
let t: TestApp;
let school: TestSchool;
let office: TestUser;
let superadmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t, 'inhoud', 3, '3');
  office = await createStaff(t, 'office', 'kantoor.inhoud');
  superadmin = await createStaff(t, 'superadmin', 'super.inhoud');
});
afterAll(async () => t.close());

const get = (url: string, user: TestUser) => t.client.get(url, as(user));
const post = (url: string, body: unknown, user: TestUser) => t.client.post(url, body, as(user));
const put = (url: string, body: unknown, user: TestUser) =>
  t.client.request({ method: 'PUT', url, payload: body as object, ...as(user) });
const status = async () => (await get(P.status, office)).json() as ContentStatus;
const doubles = P.generatorSetting('gs-dubbel-10');
const newestVersion = async () =>
  (await t.database.db.select().from(contentReleases).orderBy(desc(contentReleases.version)).limit(1))[0]!;

/** A round on ot-dubbel-10 for a fresh child: the window, and the sums that stand for that task. */
async function doublesRound(student: TestUser) {
  const list = await taskList(t, student);
  const entry = list.tasks.find((task) => task.oefentaakId === 'ot-dubbel-10')!;
  await turnTo(t, student, entry.id);
  const window = await newWindow(t, student, entry.id);
  const [stored] = await t.database.db.select().from(sumWindows).where(eq(sumWindows.id, window.id));
  const taskOf = (stored!.placement as { taskOf: Record<string, string> } | null)?.taskOf;
  const own = window.sums.map((s) => s.id).filter((id) => !taskOf || taskOf[id] === 'ot-dubbel-10');
  return { window, stored: stored!, own };
}

describe('who may use the content API', () => {
  it('refuses school roles and children with 403 and anonymous callers with 401, on every route', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', P.status],
      ['POST', P.publish, {}],
      ['GET', P.versions],
      ['POST', P.rollback('1'), {}],
      ['DELETE', P.draft('setting', 'gs-dubbel-10')],
      ['GET', P.generatorSettings],
      ['GET', doubles],
      ['PUT', doubles, { setting: { generator: 'double', params: { max: 5 } } }],
      ['POST', P.generatorPreview, { setting: { generator: 'double', params: { max: 5 } } }],
      ['GET', P.sumCollections],
    ];
    for (const [method, url, payload] of calls) {
      for (const user of [school.docent, school.students[0]!]) {
        const res = await t.client.request({
          method: method as 'GET',
          url,
          payload: payload as object,
          ...as(user),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      const anonymous = await t.client.request({ method: method as 'GET', url, payload: payload as object });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await get(P.status, superadmin)).statusCode).toBe(200);
  });
});

describe('a new installation', () => {
  it('publishes the code’s content as version 1, and a later start never overwrites a published version', async () => {
    const first = await status();
    expect(first).toMatchObject({ version: 1, publishedBy: null, drafts: [], problems: [] });
    const [row] = await t.database.db.select().from(contentReleases).where(eq(contentReleases.version, 1));
    expect(row!.content).toEqual(JSON.parse(JSON.stringify(contentFromCode())));
  });
});

describe('generator settings', () => {
  it('lists every setting with its bank size, published and without draft', async () => {
    const res = await get(P.generatorSettings, office);
    expect(res.statusCode).toBe(200);
    const settings = res.json().settings as GeneratorSettingRecord[];
    expect(settings.length).toBe(contentFromCode().settings.length);
    expect(settings.every((s) => s.bankSize > 0 && !s.draft && s.published === null)).toBe(true);
    expect((await get(doubles, office)).json()).toMatchObject({
      id: 'gs-dubbel-10',
      practiceTaskIds: ['ot-dubbel-10'],
      setting: { generator: 'double', params: { min: 1, max: 10 } },
      bankSize: 10,
    });
    expect((await get(P.generatorSetting('gs-bestaat-niet'), office)).statusCode).toBe(404);
  });

  it('previews the sums a setting makes, the same for the same seed, storing nothing', async () => {
    const body = { setting: { generator: 'multiply', params: { tables: [7] } }, seed: 42, count: 8 };
    const one = await post(P.generatorPreview, body, office);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ bankSize: 10, answerRange: { min: 7, max: 70 } });
    const sums = one.json().sums as { text: string; answer: string; distractors: unknown[] }[];
    expect(sums).toHaveLength(8);
    for (const sum of sums) {
      expect(sum.text).toMatch(/× 7|7 ×/);
      expect(Number(sum.answer) % 7).toBe(0);
      expect(sum.distractors.length).toBeGreaterThanOrEqual(3);
    }
    expect((await post(P.generatorPreview, body, office)).json()).toEqual(one.json());
    const bad = await post(
      P.generatorPreview,
      { setting: { generator: 'multiply', params: { tables: [] } } },
      office,
    );
    expect(bad.statusCode).toBe(400);
    expect((await status()).drafts).toEqual([]);
  });

  it('refuses a change the engine cannot practise, naming the field and the reason, and saves nothing', async () => {
    const unfit = await put(
      doubles,
      { setting: { generator: 'bond', params: { maxWhole: 10, form: 'free' } } },
      office,
    );
    expect(unfit.statusCode).toBe(422);
    expect(unfit.json().message).toMatch(/Oefentaak ot-dubbel-10, gameIds: .* kan deze sommen niet tonen/);
    expect(unfit.json().errors).toMatchObject({ gameIds: 'gameCannotShow' });
    const few = await put(
      doubles,
      { setting: { generator: 'double', params: { min: 1, max: 5, multipleOf: 5 } } },
      office,
    );
    expect(few.statusCode).toBe(422);
    expect(few.json().message).toMatch(
      /gs-dubbel-10, setting: geeft 1 verschillende sommen; een oefentaak heeft er minstens 5 nodig/,
    );
    const english = await t.client.request({
      method: 'PUT',
      url: doubles,
      payload: { setting: { generator: 'double', params: { min: 1, max: 5, multipleOf: 5 } } },
      headers: { ...as(office).headers, 'accept-language': 'en' },
    });
    expect(english.json().message).toMatch(/gives 1 different sums; a practice task needs at least 5/);
    expect(
      (await put(doubles, { setting: { generator: 'double', params: { max: 5, kleur: 1 } } }, office))
        .statusCode,
    ).toBe(400);
    expect((await status()).drafts).toEqual([]);
  });
});

describe('draft, publish, rollback', () => {
  let started: Awaited<ReturnType<typeof doublesRound>>;

  it('a saved change is a draft: children keep practising the published content', async () => {
    const saved = await put(doubles, { setting: { generator: 'double', params: { max: 5 } } }, office);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      bankSize: 5,
      draft: true,
      setting: { params: { max: 5 } },
      published: { setting: { params: { max: 10 } } },
    });
    const now = await status();
    expect(now.version).toBe(1);
    expect(now.drafts).toEqual([
      expect.objectContaining({
        kind: 'setting',
        id: 'gs-dubbel-10',
        change: 'changed',
        fields: [{ path: 'setting.params.max', before: 10, after: 5 }],
        updatedBy: { name: 'kantoor.inhoud' },
      }),
    ]);
    // A round started now is made from version 1 and finishes on it, whatever is published meanwhile.
    started = await doublesRound(school.students[0]!);
    expect(started.stored.contentVersion).toBe(1);
  });

  it('publishes the drafts as version 2, in the audit log with what changed; new rounds use it', async () => {
    const res = await post(P.publish, { note: 'Dubbelen tot 5 voor groep 3' }, office);
    expect(res.statusCode).toBe(200);
    const version = res.json() as ContentVersion;
    expect(version).toMatchObject({
      version: 2,
      publishedBy: { name: 'kantoor.inhoud' },
      note: 'Dubbelen tot 5 voor groep 3',
      restoredFrom: null,
      changes: [
        {
          kind: 'setting',
          id: 'gs-dubbel-10',
          change: 'changed',
          fields: [{ path: 'setting.params.max', before: 10, after: 5 }],
        },
      ],
    });
    expect((await status()).drafts).toEqual([]);
    expect((await post(P.publish, {}, office)).statusCode).toBe(409);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'content.publish'));
    expect(entry).toMatchObject({ actorId: office.id, accountId: null, targetId: '2' });
    expect(entry!.detail).toMatchObject({
      version: 2,
      from: 1,
      changes: [{ id: 'gs-dubbel-10', fields: [{ path: 'setting.params.max', before: 10, after: 5 }] }],
    });

    const next = await doublesRound(school.students[1]!);
    expect(next.stored.contentVersion).toBe(2);
    expect(next.own.length).toBeGreaterThan(0);
    for (const id of next.own) expect(['dbl:1', 'dbl:2', 'dbl:3', 'dbl:4', 'dbl:5']).toContain(id);
  });

  it('a round started before the publish finishes on its own version, even when its task left the line', async () => {
    const taskId = started.stored.practiceTaskId;
    const task = contentFromCode().tasks.find((x) => x.id === taskId)!;
    await saveDraft(t.database.db, office.id, 'task', taskId, { ...task, retired: true }, Date.now());
    expect((await post(P.publish, {}, office)).json().version).toBe(3);
    const student = school.students[0]!;
    expect((await postAnswers(t, student, answersFor(started.window))).statusCode).toBe(200);
    const summary = await finish(t, student, started.window.id);
    expect(summary.feedback).toContain('roundFinished');
  });

  it('rolls back to an earlier version as a new version; rounds use the restored content', async () => {
    const back = await post(P.rollback('1'), {}, superadmin);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ version: 4, restoredFrom: 1, publishedBy: { name: 'super.inhoud' } });
    expect((back.json() as ContentVersion).changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'setting',
          id: 'gs-dubbel-10',
          fields: [{ path: 'setting.params.max', before: 5, after: 10 }],
        }),
        expect.objectContaining({ kind: 'task', change: 'changed' }),
      ]),
    );
    expect((await newestVersion()).content).toEqual(JSON.parse(JSON.stringify(contentFromCode())));
    expect((await get(doubles, office)).json()).toMatchObject({ bankSize: 10, draft: false });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.rollback'));
    expect(entry).toMatchObject({
      actorId: superadmin.id,
      targetId: '4',
      detail: expect.objectContaining({ restoredFrom: 1 }),
    });
    expect((await post(P.rollback('4'), {}, office)).statusCode).toBe(409);
    expect((await post(P.rollback('99'), {}, office)).statusCode).toBe(404);
    expect((await post(P.rollback('nul'), {}, office)).statusCode).toBe(400);

    const versions = (await get(P.versions, office)).json().versions as ContentVersion[];
    expect(versions.map((v) => v.version)).toEqual([4, 3, 2, 1]);

    await seedContent(t.database.db);
    expect((await status()).version).toBe(4);
  });

  it('a draft can be thrown away', async () => {
    expect(
      (await put(doubles, { setting: { generator: 'double', params: { max: 6 } } }, office)).statusCode,
    ).toBe(200);
    const res = await t.client.request({
      method: 'DELETE',
      url: P.draft('setting', 'gs-dubbel-10'),
      ...as(office),
    });
    expect(res.statusCode).toBe(204);
    expect((await status()).drafts).toEqual([]);
    expect((await get(doubles, office)).json()).toMatchObject({ bankSize: 10, draft: false });
    const again = await t.client.request({
      method: 'DELETE',
      url: P.draft('setting', 'gs-dubbel-10'),
      ...as(office),
    });
    expect(again.statusCode).toBe(404);
    // Saving the published setting back is no draft at all.
    expect(
      (await put(doubles, { setting: { generator: 'double', params: { max: 10 } } }, office)).json().draft,
    ).toBe(false);
  });
});

describe('several nodes', () => {
  it('saves a draft against the newest version, also within 2 s of another node publishing', async () => {
    // This node has just read the published version (max 10) and keeps it for 2 s.
    expect((await status()).version).toBe(4);
    // Another node publishes max 5 meanwhile (written as its publish writes it).
    const newest = await newestVersion();
    const before = newest.content as ReturnType<typeof contentFromCode>;
    const content = {
      ...before,
      settings: before.settings.map((s) =>
        s.id === 'gs-dubbel-10'
          ? { ...s, setting: { ...s.setting, params: { ...s.setting.params, max: 5 } } }
          : s,
      ),
    };
    await t.database.db.insert(contentReleases).values({ version: 5, content, changes: [], note: null });
    // Max 10 again is a change of the newest version, so a draft, and it publishes.
    const saved = await put(
      doubles,
      { setting: { generator: 'double', params: { min: 1, max: 10 } } },
      office,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ draft: true, published: { setting: { params: { max: 5 } } } });
    const published = await post(P.publish, {}, office);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      version: 6,
      changes: [{ id: 'gs-dubbel-10', fields: [{ path: 'setting.params.max', before: 5, after: 10 }] }],
    });
  });
});

describe('the publish bar’s problems', () => {
  it('lists what the drafts break, and checks again when a draft changes or goes', async () => {
    // A draft written past the checks (as a version published under drafts can leave one): 2 sums only.
    const newest = (await newestVersion()).content as ReturnType<typeof contentFromCode>;
    const setting = newest.settings.find((s) => s.id === 'gs-dubbel-10')!;
    const narrow = (max: number) => ({
      ...setting,
      setting: { ...setting.setting, params: { min: 1, max } },
    });
    await t.database.db
      .insert(contentDrafts)
      .values({ kind: 'setting', itemId: setting.id, body: narrow(2) });
    const broken = await status();
    expect(broken.problems).toEqual([
      expect.objectContaining({ kind: 'setting', id: 'gs-dubbel-10', reason: 'tooFewSums' }),
    ]);
    expect((await status()).problems).toEqual(broken.problems);
    // Mended in place: the same draft, another body, and the bar says so at once.
    await t.database.db
      .update(contentDrafts)
      .set({ body: narrow(8) })
      .where(eq(contentDrafts.itemId, setting.id));
    expect((await status()).problems).toEqual([]);
    await t.database.db.delete(contentDrafts);
    expect(await status()).toMatchObject({ drafts: [], problems: [] });
  });
});
