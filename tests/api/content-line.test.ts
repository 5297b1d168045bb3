import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentTaskStates } from '../../server/db/schema';
import { contentFromCode, gamesFor, isBuiltGame, parseSumCsv, sumFromKey } from '../../src/domain';
import { CONTENT_PATHS as P } from '../../src/domain/contracts/content';
import type { ContentStatus } from '../../src/domain/contracts/content';
import type {
  CollectionDetail,
  LineResponse,
  PracticeTaskDetail,
  SumFeatureList,
} from '../../src/domain/contracts/content-line';
import {
  as,
  createSchool,
  createStaff,
  playRound,
  taskList,
  type TestSchool,
  type TestUser,
} from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The learning line, practice tasks and sum collections of the develop tools, over versioned content. */
let t: TestApp;
let school: TestSchool;
let office: TestUser;
let superadmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t, 'leerlijn', 2, '3');
  office = await createStaff(t, 'office', 'kantoor.leerlijn');
  superadmin = await createStaff(t, 'superadmin', 'super.leerlijn');
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, body: unknown, user: TestUser, language?: string) =>
  t.client.request({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    ...as(user),
    ...(language ? { headers: { ...as(user).headers, 'accept-language': language } } : {}),
  });
const get = (url: string, user = office) => call('GET', url, undefined, user);
const post = (url: string, body: unknown, user = office) => call('POST', url, body, user);
const patch = (url: string, body: unknown, user = office) => call('PATCH', url, body, user);
const put = (url: string, body: unknown, user = office) => call('PUT', url, body, user);
const status = async () => (await get(P.status)).json() as ContentStatus;
const line = async () => (await get(P.line)).json() as LineResponse;
const publish = async () => {
  const res = await post(P.publish, {});
  expect(res.statusCode, res.body).toBe(200);
};

const code = contentFromCode();
const DOUBLES = code.tasks.find((task) => task.id === 'ot-dubbel-10')!;
const ADD_SUMS = ['add:6+5', 'add:7+5', 'add:8+5', 'add:9+5', 'add:7+6', 'add:8+6'];
const addGames = gamesFor(sumFromKey('add:7+5')!.features).filter(isBuiltGame).slice(0, 3);

describe('who may use the line and collection routes', () => {
  it('refuses school roles and children with 403 and anonymous callers with 401, on every route', async () => {
    const calls: [Method, string, unknown?][] = [
      ['GET', P.line],
      ['POST', P.lineNodes, { level: 'domain', parentId: null, name: { nl: 'X', en: 'X' } }],
      ['PATCH', P.lineNode('td-tellen'), { name: { nl: 'X', en: 'X' } }],
      ['POST', P.lineOrder, { kind: 'node', parentId: null, ids: ['dom-getalbegrip'] }],
      ['POST', P.practiceTasks, {}],
      ['GET', P.practiceTask('ot-dubbel-10')],
      ['PATCH', P.practiceTask('ot-dubbel-10'), { retired: true }],
      ['GET', P.sumFeatures],
      ['POST', P.sumCollections, { name: { nl: 'X', en: 'X' }, sumKeys: ADD_SUMS }],
      ['GET', P.sumCollection('sv-lastige-tafelsommen')],
      ['PUT', P.sumCollection('sv-lastige-tafelsommen'), { name: { nl: 'X', en: 'X' }, sumKeys: ADD_SUMS }],
      ['GET', P.sumCollectionCsv('sv-lastige-tafelsommen')],
      ['POST', P.sumCollectionImport('sv-lastige-tafelsommen'), { csv: 'add:7+5', mode: 'append' }],
    ];
    for (const [method, url, payload] of calls) {
      for (const user of [school.docent, school.students[0]!]) {
        const res = await call(method, url, payload, user);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      const anonymous = await t.client.request({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await get(P.line, superadmin)).statusCode).toBe(200);
    expect((await status()).drafts).toEqual([]);
  });
});

describe('the learning line', () => {
  it('reads every node and task as published, siblings in order', async () => {
    const res = await line();
    expect(res.version).toBe(1);
    expect(res.nodes).toHaveLength(code.nodes.length);
    expect(res.tasks).toHaveLength(code.tasks.length);
    expect(res.nodes.every((n) => n.draft === null && !n.retired)).toBe(true);
    expect(res.nodes.find((n) => n.id === 'td-tellen')).toMatchObject({
      level: 'goal',
      schoolGroups: [3, 4, 5],
    });
  });

  it('validates bodies, naming the field (400)', async () => {
    const noEnglish = await post(P.lineNodes, {
      level: 'goal',
      parentId: 'dom-getalbegrip',
      name: { nl: 'Tafels' },
    });
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json().errors).toHaveProperty(['name.en']);
    const noGroups = await post(P.lineNodes, {
      level: 'goal',
      parentId: 'dom-getalbegrip',
      name: { nl: 'T', en: 'T' },
    });
    expect(noGroups.statusCode).toBe(400);
    expect(noGroups.json().errors).toEqual({ schoolGroups: 'required' });
    const groupsOnPart = await patch(P.lineNode('so-doortellen-20'), { schoolGroups: [3] });
    expect(groupsOnPart.json().errors).toEqual({ schoolGroups: 'onlyGoals' });
    const noGames = await post(P.practiceTasks, { ...taskBody('so-doortellen-20'), gameIds: [] });
    expect(noGames.statusCode).toBe(400);
    expect(noGames.json().errors).toHaveProperty('gameIds');
    expect((await patch(P.lineNode('td-bestaat-niet'), { retired: true })).statusCode).toBe(404);
    expect((await status()).drafts).toEqual([]);
  });

  it('renames a tussendoel and its year groups as a draft', async () => {
    const res = await patch(P.lineNode('td-tellen'), {
      name: { nl: 'Tellen, vooruit en terug', en: 'Counting on and back' },
      schoolGroups: [3, 4],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ draft: 'changed', schoolGroups: [3, 4] });
    expect((await status()).drafts).toEqual([
      expect.objectContaining({ kind: 'node', id: 'td-tellen', change: 'changed' }),
    ]);
    // Saved back as published: no draft at all.
    const back = await patch(P.lineNode('td-tellen'), { name: code.nodes[1]!.name, schoolGroups: [3, 4, 5] });
    expect(back.json().draft).toBeNull();
    expect((await status()).drafts).toEqual([]);
  });

  it('adds a tussendoel, subdoel and subonderdeel under each other, each placed last', async () => {
    const goal = await post(P.lineNodes, {
      level: 'goal',
      parentId: 'dom-getalbegrip',
      name: { nl: 'Grote getallen', en: 'Big numbers' },
      schoolGroups: [7, 8],
    });
    expect(goal.statusCode, goal.body).toBe(201);
    expect(goal.json()).toMatchObject({ id: 'td-grote-getallen', draft: 'added' });
    const siblings = code.nodes.filter((n) => n.parentId === 'dom-getalbegrip');
    expect(goal.json().position).toBe(Math.max(...siblings.map((n) => n.position)) + 1);
    const sub = await post(P.lineNodes, {
      level: 'subgoal',
      parentId: 'td-grote-getallen',
      name: { nl: 'Tot een miljoen', en: 'To a million' },
    });
    expect(sub.json()).toMatchObject({ id: 'sd-tot-een-miljoen', position: 0 });
    const part = await post(P.lineNodes, {
      level: 'part',
      parentId: 'sd-tot-een-miljoen',
      name: { nl: 'Één miljoen', en: 'One million' },
    });
    expect(part.json()).toMatchObject({ id: 'so-een-miljoen', level: 'part' });
  });

  it('refuses a node under a parent of the wrong level (422 naming parentId), saving nothing', async () => {
    const before = (await status()).drafts.length;
    const res = await post(P.lineNodes, {
      level: 'part',
      parentId: 'dom-getalbegrip',
      name: { nl: 'Los', en: 'Loose' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ parentId: 'unknownParent' });
    expect(res.json().message).toMatch(
      /Onderdeel so-los, parentId: hangt onder een onderdeel dat niet bestaat/,
    );
    expect((await status()).drafts).toHaveLength(before);
  });
});

function taskBody(partId: string) {
  return {
    partId,
    name: { nl: 'Dubbelen tot 20', en: 'Doubles to 20' },
    schoolGroup: 4,
    goal: 'automate',
    gameIds: DOUBLES.gameIds,
    sourceType: 'generator',
    setting: { generator: 'double', params: { min: 1, max: 20 } },
  };
}

describe('practice tasks', () => {
  it('adds a task with its generator setting in one request (two drafts)', async () => {
    const res = await post(P.practiceTasks, taskBody(DOUBLES.partId));
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json() as PracticeTaskDetail;
    expect(detail.task).toMatchObject({ id: 'ot-dubbelen-tot-20', partId: DOUBLES.partId, draft: 'added' });
    expect(detail.settings).toEqual([
      expect.objectContaining({ id: 'gs-dubbelen-tot-20', bankSize: 20, draft: true }),
    ]);
    expect(detail.sumCount).toBe(20);
    expect(detail.features.operations).toEqual(['double']);
    expect(detail.path.map((p) => p.level)).toEqual(['domain', 'goal', 'subgoal', 'part']);
    const drafts = (await status()).drafts.map((d) => `${d.kind}:${d.id}`);
    expect(drafts).toEqual(expect.arrayContaining(['task:ot-dubbelen-tot-20', 'setting:gs-dubbelen-tot-20']));
  });

  it('refuses a task whose games cannot show its sums, a task under a missing part, a generator task without a setting', async () => {
    const unfit = await post(P.practiceTasks, {
      ...taskBody(DOUBLES.partId),
      name: { nl: 'Splits', en: 'Split' },
      gameIds: ['splitsauto'],
    });
    expect(unfit.statusCode).toBe(422);
    expect(unfit.json().errors).toMatchObject({ gameIds: 'gameCannotShow' });
    expect(unfit.json().message).toMatch(/gameIds: splitsauto kan deze sommen niet tonen/);
    const lost = await post(P.practiceTasks, {
      ...taskBody('so-bestaat-niet'),
      name: { nl: 'Weg', en: 'Lost' },
    });
    expect(lost.statusCode).toBe(422);
    expect(lost.json().errors).toMatchObject({ partId: 'unknownParent' });
    const { setting: _setting, ...bare } = taskBody(DOUBLES.partId);
    const noSetting = await post(P.practiceTasks, { ...bare, name: { nl: 'Leeg', en: 'Empty' } });
    expect(noSetting.statusCode).toBe(422);
    expect(noSetting.json().errors).toMatchObject({ sourceType: 'noSetting' });
    const english = await call(
      'PATCH',
      P.practiceTask('ot-dubbel-10'),
      { gameIds: ['splitsauto'] },
      office,
      'en',
    );
    expect(english.json().message).toMatch(
      /Practice task ot-dubbel-10, gameIds: splitsauto cannot show these sums/,
    );
    const drafts = (await status()).drafts.map((d) => d.id);
    expect(drafts).not.toContain('ot-splits');
    expect(drafts).not.toContain('ot-weg');
    expect(drafts).not.toContain('ot-dubbel-10');
  });

  it('reorders the tasks of a subonderdeel (drafts of their positions) and refuses a list that is not the siblings', async () => {
    const res = await post(P.lineOrder, {
      kind: 'task',
      parentId: DOUBLES.partId,
      ids: ['ot-dubbelen-tot-20', 'ot-dubbel-10'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const inPart = (res.json() as LineResponse).tasks.filter((task) => task.partId === DOUBLES.partId);
    expect(inPart.map((task) => [task.id, task.position])).toEqual([
      ['ot-dubbelen-tot-20', 0],
      ['ot-dubbel-10', 1],
    ]);
    const missing = await post(P.lineOrder, {
      kind: 'task',
      parentId: DOUBLES.partId,
      ids: ['ot-dubbel-10'],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ ids: 'notSiblings' });
    const domains = code.nodes.filter((n) => n.level === 'domain').map((n) => n.id);
    const turned = await post(P.lineOrder, { kind: 'node', parentId: null, ids: [...domains].reverse() });
    expect(turned.statusCode).toBe(200);
    expect(
      (turned.json() as LineResponse).nodes.filter((n) => n.level === 'domain').map((n) => n.id),
    ).toEqual([...domains].reverse());
    // Back in the published order: those drafts go away again.
    await post(P.lineOrder, { kind: 'node', parentId: null, ids: domains });
    expect((await status()).drafts.filter((d) => d.kind === 'node' && domains.includes(d.id))).toEqual([]);
  });

  it('changes a task’s goal rule and its games; reads a task’s sums, features and sample', async () => {
    const res = await patch(P.practiceTask('ot-dubbel-10'), {
      goal: 'apply',
      gameIds: DOUBLES.gameIds.slice(0, 2),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as PracticeTaskDetail).task).toMatchObject({
      goal: 'apply',
      gameIds: DOUBLES.gameIds.slice(0, 2),
      draft: 'changed',
    });
    const detail = (await get(P.practiceTask('ot-dubbel-10'))).json() as PracticeTaskDetail;
    expect(detail.sample.length).toBe(10);
    expect(detail.sample[0]).toMatchObject({ key: expect.stringMatching(/^dbl:/) });
    expect((await get(P.practiceTask('ot-bestaat-niet'))).statusCode).toBe(404);
  });
});

describe('sum collections', () => {
  it('adds a collection, every sum checked with the domain (400 naming the sum)', async () => {
    const bad = await post(P.sumCollections, {
      name: { nl: 'Plus', en: 'Plus' },
      sumKeys: ['add:7+5', 'add:7+'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['sumKeys.1']);
    const twice = await post(P.sumCollections, {
      name: { nl: 'Plus', en: 'Plus' },
      sumKeys: ['add:7+5', 'add:7+5'],
    });
    expect(twice.json().errors).toEqual({ sumKeys: 'duplicateSum' });
    const res = await post(P.sumCollections, {
      name: { nl: 'Plus over tien', en: 'Plus over ten' },
      sumKeys: ADD_SUMS,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: 'sv-plus-over-tien', draft: 'added', taskIds: [] });
    expect((res.json() as CollectionDetail).sums[1]).toMatchObject({
      key: 'add:7+5',
      answer: '12',
      operation: 'add',
    });
  });

  it('a task takes its sums from the collection; the collection may then not drop under 5 sums (422 naming sumKeys)', async () => {
    const task = await post(P.practiceTasks, {
      partId: DOUBLES.partId,
      name: { nl: 'Plus uit verzameling', en: 'Plus from a collection' },
      schoolGroup: 4,
      goal: 'apply',
      gameIds: addGames,
      sourceType: 'collection',
      collectionId: 'sv-plus-over-tien',
    });
    expect(task.statusCode, task.body).toBe(201);
    expect((task.json() as PracticeTaskDetail).collection).toMatchObject({
      id: 'sv-plus-over-tien',
      size: 6,
    });
    const few = await put(P.sumCollection('sv-plus-over-tien'), {
      name: { nl: 'Plus', en: 'Plus' },
      sumKeys: ADD_SUMS.slice(0, 3),
    });
    expect(few.statusCode).toBe(422);
    expect(few.json().errors).toEqual({ sumKeys: 'tooFewSums' });
    expect(few.json().message).toMatch(
      /Somverzameling sv-plus-over-tien, sumKeys: geeft 3 verschillende sommen/,
    );
    const unfit = await put(P.sumCollection('sv-plus-over-tien'), {
      name: { nl: 'Plus', en: 'Plus' },
      sumKeys: [...ADD_SUMS, 'bond:10=3+_'],
    });
    expect(unfit.statusCode).toBe(422);
    expect(Object.keys(unfit.json().errors)).toContain('gameIds');
    const detail = (await get(P.sumCollection('sv-plus-over-tien'))).json() as CollectionDetail;
    expect(detail.sums.map((s) => s.key)).toEqual(ADD_SUMS);
    expect(detail.taskIds).toEqual(['ot-plus-uit-verzameling']);
  });

  it('imports a CSV only when every line is right: each bad line named by its number, nothing imported', async () => {
    const csv = 'som\n9 + 6\n9 + x\n\n8 + 7\n9+6\nadd:6+5\n';
    const res = await post(P.sumCollectionImport('sv-plus-over-tien'), { csv, mode: 'append' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'line.3': 'notASum',
      'line.6': 'duplicate',
      'line.7': 'alreadyInCollection',
    });
    expect(res.json().message).toMatch(
      /Er is niets geïmporteerd.*regel 3 \(“9 \+ x”\): geen som.*regel 6 .*staat al op regel 2/,
    );
    const detail = (await get(P.sumCollection('sv-plus-over-tien'))).json() as CollectionDetail;
    expect(detail.sums.map((s) => s.key)).toEqual(ADD_SUMS);
    expect(
      (await post(P.sumCollectionImport('sv-plus-over-tien'), { csv: 'som\n\n', mode: 'replace' })).json()
        .errors,
    ).toEqual({ csv: 'empty' });
    // Replacing with too few sums is refused by the task's check.
    const few = await post(P.sumCollectionImport('sv-plus-over-tien'), {
      csv: '9 + 6\n8 + 7',
      mode: 'replace',
    });
    expect(few.statusCode).toBe(422);
    expect(few.json().errors).toEqual({ sumKeys: 'tooFewSums' });
  });

  it('imports written sums and keys, and exports a CSV that imports as it was', async () => {
    const res = await post(P.sumCollectionImport('sv-plus-over-tien'), {
      csv: '9 + 6\r\n8 + 7 =\r\n"add:9+9"\r\n',
      mode: 'append',
    });
    expect(res.statusCode, res.body).toBe(200);
    const keys = [...ADD_SUMS, 'add:9+6', 'add:8+7', 'add:9+9'];
    expect((res.json() as CollectionDetail).sums.map((s) => s.key)).toEqual(keys);
    const csv = await get(P.sumCollectionCsv('sv-plus-over-tien'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('sv-plus-over-tien.csv');
    expect(csv.body.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFsom,tekst,antwoord',
      'add:6+5,6 + 5 = _,11',
      'add:7+5,7 + 5 = _,12',
    ]);
    expect(parseSumCsv(csv.body)).toEqual({ keys, problems: [] });
    const again = await post(P.sumCollectionImport('sv-plus-over-tien'), { csv: csv.body, mode: 'replace' });
    expect((again.json() as CollectionDetail).sums.map((s) => s.key)).toEqual(keys);
    expect((await get(P.sumCollectionCsv('sv-bestaat-niet'))).statusCode).toBe(404);
  });
});

describe('sum features', () => {
  it('lists what the line’s sums are, with the tasks that practise each feature', async () => {
    const res = await get(P.sumFeatures);
    expect(res.statusCode).toBe(200);
    const { features } = res.json() as SumFeatureList;
    const find = (feature: string, value: string) =>
      features.find((f) => f.feature === feature && f.value === value);
    expect(find('operation', 'double')?.taskIds).toEqual(
      expect.arrayContaining(['ot-dubbel-10', 'ot-dubbelen-tot-20']),
    );
    expect(find('table', '7')?.sums).toBeGreaterThan(0);
    expect(find('crossesTen', 'true')?.taskIds).toContain('ot-plus-uit-verzameling');
  });
});

describe('publish and retire', () => {
  it('drafts are not what children practise; a publish makes them so', async () => {
    const student = school.students[0]!;
    const first = (await taskList(t, student)).tasks[0]!;
    const renamed = await patch(P.practiceTask(first.oefentaakId), {
      name: { nl: 'Tellen tot twintig', en: 'Counting to twenty' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await taskList(t, student)).tasks[0]!.title.nl).not.toBe('Tellen tot twintig');
    await publish();
    expect((await taskList(t, student)).tasks[0]!.title.nl).toBe('Tellen tot twintig');
    expect((await status()).drafts).toEqual([]);
    const published = await line();
    expect(published.version).toBe(2);
    expect(published.nodes.find((n) => n.id === 'td-grote-getallen')).toMatchObject({ draft: null });
  });

  it('a retired task leaves the children’s task lists after the publish; its progress stays', async () => {
    const student = school.students[1]!;
    const list = await taskList(t, student);
    const first = list.tasks[0]!;
    await playRound(t, student, first.id, () => false);
    expect((await taskList(t, student)).tasks[0]!.oefentaakId).toBe(first.oefentaakId);
    const progress = () =>
      t.database.db
        .select()
        .from(studentTaskStates)
        .where(
          and(
            eq(studentTaskStates.studentId, student.id),
            eq(studentTaskStates.practiceTaskId, first.oefentaakId),
          ),
        );
    const answered = (await progress())[0]!.answerCount;
    expect(answered).toBeGreaterThan(0);

    const retired = await patch(P.practiceTask(first.oefentaakId), { retired: true });
    expect(retired.statusCode, retired.body).toBe(200);
    expect((retired.json() as PracticeTaskDetail).task.retired).toBe(true);
    expect((await taskList(t, student)).tasks.map((task) => task.oefentaakId)).toContain(first.oefentaakId);
    await publish();
    expect((await taskList(t, student)).tasks.map((task) => task.oefentaakId)).not.toContain(
      first.oefentaakId,
    );
    expect((await progress())[0]!.answerCount).toBe(answered);
    // Still in the line for the office, marked retired, and never deleted.
    expect((await line()).tasks.find((task) => task.id === first.oefentaakId)).toMatchObject({
      retired: true,
    });
  });
});
