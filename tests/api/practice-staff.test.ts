import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EXERCISE_SETTINGS, LEARNING_LINE, allPracticeTasks } from '../../src/domain';
import type {
  CustomTaskResponse,
  ExerciseSettingsResponse,
  GroupProgressResponse,
  StudentProgressResponse,
} from '../../src/domain/contracts/practice';
import { login, seedDemo, userId } from './helpers/auth';
import {
  as,
  createSchool,
  createStaff,
  newWindow,
  playRound,
  taskList,
  turnTo,
  type TestSchool,
  type TestUser,
} from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Teachers' and office routes: exercise settings, custom tasks, progress, generator settings; the demo history. */
let t: TestApp;
let school: TestSchool;
let office: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  school = await createSchool(t, 'sf', 3, '3');
  office = await createStaff(t, 'office', 'office.staff');
});
afterAll(async () => t.close());

const put = (url: string, body: unknown, user: TestUser) =>
  t.client.request({ method: 'PUT', url, payload: body as object, ...as(user) });
const del = (url: string, user: TestUser) => t.client.request({ method: 'DELETE', url, ...as(user) });

describe('exercise settings', () => {
  const group = () => `/api/groepen/${school.groupId}/oefeninstellingen`;
  const student = (i: number) => `/api/leerlingen/${school.students[i]!.id}/oefeninstellingen`;

  it('start at the defaults; the group’s apply to its students; a student’s own fields override them', async () => {
    const initial = (await t.client.get(group(), as(school.docent))).json() as ExerciseSettingsResponse;
    expect(initial).toEqual({
      settings: DEFAULT_EXERCISE_SETTINGS,
      source: 'default',
      ownFields: [],
      updatedAt: null,
    });

    const saved = await put(group(), { roundLength: 6, sound: false }, school.docent);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      source: 'group',
      ownFields: [],
      settings: { ...DEFAULT_EXERCISE_SETTINGS, roundLength: 6, sound: false },
    });
    const viaStudent = (await t.client.get(student(0), as(school.docent))).json();
    expect(viaStudent).toMatchObject({ source: 'group', settings: { roundLength: 6, sound: false } });

    // Only the child's own fields are sent and kept; the rest stays the group's.
    const own = await put(student(0), { inputMethod: 'numpad', extraTimeMs: 1500 }, school.docent);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      source: 'student',
      ownFields: ['extraTimeMs', 'inputMethod'],
      settings: { inputMethod: 'numpad', extraTimeMs: 1500, roundLength: 6, sound: false },
    });
    const list = await taskList(t, school.students[0]!);
    const window = await newWindow(t, school.students[0]!, list.tasks[0]!.id);
    expect(window.settings).toMatchObject({ inputMethod: 'numpad', fluencyThresholdMs: 4500 });
    expect(window.fluencyThresholdMs).toBe(4500);
    const other = await newWindow(
      t,
      school.students[1]!,
      (await taskList(t, school.students[1]!)).tasks[0]!.id,
    );
    expect(other.settings).toMatchObject({ sound: false, roundLength: 6, inputMethod: 'choice' });

    // The group changes later: the child follows it in every field that is not their own.
    await put(group(), { roundLength: 8, sound: true, inputMethod: 'keyboard' }, school.docent);
    expect((await t.client.get(student(0), as(school.docent))).json()).toMatchObject({
      source: 'student',
      ownFields: ['extraTimeMs', 'inputMethod'],
      settings: { roundLength: 8, sound: true, inputMethod: 'numpad', extraTimeMs: 1500 },
    });

    // An empty set of own fields, or DELETE, lets the child follow the group entirely.
    const none = await put(student(0), {}, school.docent);
    expect(none.json()).toMatchObject({
      source: 'group',
      ownFields: [],
      settings: { inputMethod: 'keyboard' },
    });
    await put(student(0), { speech: true }, school.docent);
    const removed = await del(student(0), school.docent);
    expect(removed.json()).toMatchObject({
      source: 'group',
      ownFields: [],
      settings: { roundLength: 8, speech: false },
    });
    await put(group(), { roundLength: 6, sound: false }, school.docent);
  });

  it('refuse a child’s own field that does not fit the group’s (400 with the field), and change nothing', async () => {
    // The group's threshold is 3 s; a child's own time limit of 3 s leaves no room above it.
    const res = await put(student(1), { timeLimitMs: 5000, extraTimeMs: 2000 }, school.docent);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ timeLimitMs: expect.any(String) });
    for (const body of [{ roundLength: 100 }, { kleur: 'blauw' }, { startYearsLower: 4 }]) {
      expect((await put(student(1), body, school.docent)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.client.get(student(1), as(school.docent))).json()).toMatchObject({ source: 'group' });
  });

  it('reward games can be switched off for a child: the day ends without them', async () => {
    const one = await createSchool(t, 'rw', 1, '3');
    const child = one.students[0]!;
    const url = `/api/leerlingen/${child.id}/oefeninstellingen`;
    expect((await put(url, { rewardGames: false }, one.docent)).statusCode).toBe(200);
    let list = await taskList(t, child);
    const unlocked: string[] = [];
    for (let i = 0; i < 30 && !list.dayComplete; i++) {
      const open = list.tasks.find((task) => task.status !== 'done')!;
      unlocked.push(...(await playRound(t, child, open.id)).summary.rewardGamesUnlocked);
      list = await taskList(t, child);
    }
    expect(list.dayComplete).toBe(true);
    expect(unlocked).toEqual([]);
    expect(list.rewardGames).toEqual([]);
    const refused = await t.client.post(
      `/api/leerlingen/${child.id}/takenlijst/${list.tasks[0]!.id}/somvensters`,
      { game: 'autorace' },
      as(child),
    );
    expect(refused.statusCode).toBe(422);
    // Back to the group's (on): the reward game is open again.
    await del(url, one.docent);
    expect((await taskList(t, child)).rewardGames).toEqual(['autorace']);
  });

  it('a lower starting point places a new child years lower on the line', async () => {
    const two = await createSchool(t, 'lo', 2, '6');
    const [lower, same] = two.students as [TestUser, TestUser];
    const url = `/api/leerlingen/${lower.id}/oefeninstellingen`;
    expect((await put(url, { startYearsLower: 2 }, two.docent)).statusCode).toBe(200);
    const groupOf = (id: string): number =>
      allPracticeTasks(LEARNING_LINE).find((task) => task.id === id)!.group;
    const startOf = async (child: TestUser) =>
      new Map((await taskList(t, child)).tasks.map((task) => [task.domainId, groupOf(task.oefentaakId)]));
    const lowered = await startOf(lower);
    const normal = await startOf(same);
    expect(lowered.size).toBeGreaterThan(0);
    for (const [domainId, year] of normal) {
      expect(lowered.get(domainId)!, String(domainId)).toBeLessThanOrEqual(year);
    }
    expect([...lowered.values()].some((year) => year <= 4)).toBe(true);
    expect([...normal.values()].every((year) => year >= 5 || year === Math.max(...normal.values()))).toBe(
      true,
    );
  });

  it('are validated: ranges, rules between fields, unknown fields, unknown parts of the line', async () => {
    for (const body of [
      { roundLength: 100 },
      { fluencyRequired: 5, fluencyWindow: 4 },
      { fluencyThresholdMs: 19000, extraTimeMs: 5000 },
      { kleur: 'blauw' },
      { inputMethod: 'spraak' },
    ]) {
      const res = await put(group(), body, school.docent);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknownNode = await put(group(), { disabledNodeIds: ['dom-bestaat-niet'] }, school.docent);
    expect(unknownNode.statusCode).toBe(400);
    expect(unknownNode.json().errors).toEqual({ disabledNodeIds: 'invalidFormat' });
  });

  it('switching off parts of the line changes the task list', async () => {
    const student = school.students[2]!;
    const before = await taskList(t, student);
    const mul = before.tasks.find((task) => task.domainId === 'dom-vermenigvuldigen-delen')!;
    expect(mul.oefentaakId).toBe('ot-dubbel-10');
    await put(
      `/api/leerlingen/${student.id}/oefeninstellingen`,
      { disabledNodeIds: ['dom-getalbegrip', 'ot-dubbel-10'] },
      school.docent,
    );
    const after = await taskList(t, student);
    expect(after.tasks.map((task) => task.domainId)).toEqual([
      'dom-optellen-aftrekken',
      'dom-vermenigvuldigen-delen',
    ]);
    expect(after.tasks[1]).toMatchObject({ id: mul.id, oefentaakId: 'ot-helft-20' });
    await del(`/api/leerlingen/${student.id}/oefeninstellingen`, school.docent);
  });
});

describe('custom tasks', () => {
  const url = () => `/api/groepen/${school.groupId}/maatwerktaken`;
  const table7 = {
    name: { nl: 'Tafel van 7', en: 'Table of 7' },
    source: { type: 'generator', setting: { generator: 'multiply', params: { tables: [7] } } },
    gameIds: ['bellenprikken', 'vishaak'],
    roundsPerDay: 2,
  };
  let forGroup: CustomTaskResponse;

  it('a task for the whole group comes first in every student’s task list, and can be played', async () => {
    const res = await t.client.post(url(), table7, as(school.docent));
    expect(res.statusCode).toBe(201);
    forGroup = res.json();
    expect(forGroup).toMatchObject({
      groepId: school.groupId,
      studentIds: [],
      goal: 'automate',
      roundsPerDay: 2,
      bankSize: 10,
      createdBy: school.docent.id,
    });
    for (const student of school.students) {
      const list = await taskList(t, student);
      expect(list.tasks[0]).toMatchObject({
        oefentaakId: forGroup.id,
        kind: 'custom',
        title: table7.name,
        roundsRequired: 2,
        domainId: null,
      });
      expect([...list.tasks[0]!.games].sort()).toEqual(['bellenprikken', 'vishaak']);
    }
    const student = school.students[0]!;
    const list = await taskList(t, student);
    const { window, summary } = await playRound(t, student, list.tasks[0]!.id);
    expect(window.practiceTaskId).toBe(forGroup.id);
    expect(window.sums.every((s) => s.id.startsWith('mul:') && s.features.table === 7)).toBe(true);
    expect(summary.total).toBe(window.sums.length);
    const after = await taskList(t, student);
    expect(after.tasks[0]).toMatchObject({ roundsToday: 1, status: 'current' });
  });

  it('a task for some students appears only in their lists; a collection can be the source', async () => {
    const chosen = school.students[1]!;
    const res = await t.client.post(
      url(),
      {
        name: { nl: 'Lastige tafelsommen', en: 'Tricky facts' },
        studentIds: [chosen.id],
        source: { type: 'collection', collectionId: 'sv-lastige-tafelsommen' },
        gameIds: ['ninja'],
      },
      as(school.docent),
    );
    expect(res.statusCode).toBe(201);
    const task = res.json() as CustomTaskResponse;
    expect(task.bankSize).toBe(14);
    expect((await taskList(t, chosen)).tasks.map((x) => x.oefentaakId)).toContain(task.id);
    expect((await taskList(t, school.students[2]!)).tasks.map((x) => x.oefentaakId)).not.toContain(task.id);
    const listed = (await t.client.get(url(), as(school.docent))).json().tasks as CustomTaskResponse[];
    expect(listed.map((x) => x.id)).toEqual([forGroup.id, task.id]);
    // Who has done it: the one round played in the test above, and nobody yet on the new task.
    expect(listed.map((x) => x.playedBy)).toEqual([[{ leerlingId: school.students[0]!.id, rounds: 1 }], []]);
  });

  it('a task that starts later is not on today’s list', async () => {
    const res = await t.client.post(url(), { ...table7, startsOn: '2999-01-01' }, as(school.docent));
    expect(res.statusCode).toBe(201);
    const list = await taskList(t, school.students[2]!);
    expect(list.tasks.map((x) => x.oefentaakId)).not.toContain(res.json().id);
  });

  it('a task can be changed (period, children, pace) but keeps its source; another group’s is 404', async () => {
    const later = (
      await t.client.post(url(), { ...table7, startsOn: '2999-01-01' }, as(school.docent))
    ).json();
    const chosen = school.students[2]!;
    const changed = await t.client.request({
      method: 'PUT',
      url: `${url()}/${later.id}`,
      payload: {
        ...table7,
        name: { nl: 'Tafel van 7 (herhaling)', en: 'Table of 7 (again)' },
        studentIds: [chosen.id],
        roundsPerDay: 3,
      },
      ...as(school.docent),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: later.id,
      name: { nl: 'Tafel van 7 (herhaling)', en: 'Table of 7 (again)' },
      studentIds: [chosen.id],
      roundsPerDay: 3,
      startsOn: null,
    });
    expect((await taskList(t, chosen)).tasks.map((x) => x.oefentaakId)).toContain(later.id);
    expect((await taskList(t, school.students[1]!)).tasks.map((x) => x.oefentaakId)).not.toContain(later.id);
    const sourceChange = await t.client.request({
      method: 'PUT',
      url: `${url()}/${later.id}`,
      payload: { ...table7, source: { type: 'collection', collectionId: 'sv-lastige-tafelsommen' } },
      ...as(school.docent),
    });
    expect(sourceChange.statusCode).toBe(400);
    expect(sourceChange.json().errors).toEqual({ source: 'invalidFormat' });
    const other = await createSchool(t, 'ed', 1);
    const foreign = await t.client.request({
      method: 'PUT',
      url: `/api/groepen/${other.groupId}/maatwerktaken/${later.id}`,
      payload: table7,
      ...as(other.docent),
    });
    expect(foreign.statusCode).toBe(404);
    await del(`${url()}/${later.id}`, school.docent);
  });

  it('refuses unfit games, unknown collections, students of another group, and dates in the wrong order', async () => {
    const other = await createSchool(t, 'sg', 1);
    const cases: [unknown, number][] = [
      [{ ...table7, gameIds: ['splitsmachine'] }, 422],
      [{ ...table7, gameIds: ['autorace'] }, 422],
      [{ ...table7, source: { type: 'collection', collectionId: 'sv-bestaat-niet' } }, 422],
      [{ ...table7, studentIds: [other.students[0]!.id] }, 400],
      [{ ...table7, startsOn: '2030-02-01', endsOn: '2030-01-01' }, 400],
      [
        {
          ...table7,
          source: { type: 'generator', setting: { generator: 'multiply', params: { tables: [] } } },
        },
        400,
      ],
      [{ ...table7, name: { nl: '' } }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await t.client.post(url(), body, as(school.docent));
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
  });

  it('a removed task leaves the task lists; removing it again is 404', async () => {
    const removed = await del(`${url()}/${forGroup.id}`, school.docent);
    expect(removed.statusCode).toBe(204);
    expect((await taskList(t, school.students[0]!)).tasks.map((x) => x.oefentaakId)).not.toContain(
      forGroup.id,
    );
    expect((await del(`${url()}/${forGroup.id}`, school.docent)).statusCode).toBe(404);
    // Its progress stays visible to the teacher.
    const progress = (
      await t.client.get(`/api/leerlingen/${school.students[0]!.id}/voortgang`, as(school.docent))
    ).json() as StudentProgressResponse;
    expect(progress.customTasks.map((x) => [x.oefentaakId, x.current])).toEqual([[forGroup.id, false]]);
  });
});

describe('progress', () => {
  it('shows the class at a glance', async () => {
    const played = school.students[2]!;
    const list = await taskList(t, played);
    const add = list.tasks.find((task) => task.domainId === 'dom-optellen-aftrekken')!;
    await turnTo(t, played, add.id);
    await playRound(t, played, add.id, (i) => i % 4 !== 0);
    const res = await t.client.get(`/api/groepen/${school.groupId}/voortgang`, as(school.docent));
    expect(res.statusCode).toBe(200);
    const body = res.json() as GroupProgressResponse;
    expect(body.domains.map((d) => d.id)).toEqual(LEARNING_LINE.domains.map((d) => d.id));
    expect(body.students).toHaveLength(3);
    const row = body.students.find((s) => s.leerlingId === played.id)!;
    expect(row.roundsLast7Days).toBe(1);
    expect(row.lastPractisedAt).not.toBeNull();
    expect(row.games).toEqual([{ gameId: expect.any(String), rounds: 1 }]);
    const domain = row.domains.find((d) => d.domainId === 'dom-optellen-aftrekken')!;
    expect(domain).toMatchObject({
      oefentaakId: add.oefentaakId,
      colour: expect.stringMatching(/green|orange/),
    });
    expect(row.domains.find((d) => d.domainId === 'dom-getalbegrip')!.colour).toBe('grey');
    expect(row.latestTestScore).toBeNull();
  });

  it('shows one student in detail: tasks, facts, frequency', async () => {
    const student = school.students[0]!;
    const res = await t.client.get(`/api/leerlingen/${student.id}/voortgang`, as(school.docent));
    expect(res.statusCode).toBe(200);
    const body = res.json() as StudentProgressResponse;
    expect(body).toMatchObject({ leerlingId: student.id, groepId: school.groupId });
    expect(body.frequency).toHaveLength(28);
    const today = body.frequency[27]!;
    expect(today.rounds).toBeGreaterThanOrEqual(1);
    expect(today.answers).toBeGreaterThanOrEqual(10);
    const custom = body.customTasks[0]!;
    expect(custom.fluency.total).toBe(10);
    expect(custom.facts.length).toBeGreaterThan(0);
    for (const fact of custom.facts) {
      expect(fact.text).toMatch(/×/);
      expect(['new', 'practising', 'almost', 'automated']).toContain(fact.status);
      expect(fact.answers).toBeGreaterThanOrEqual(1);
    }
    expect(body.domains.map((d) => d.domainId)).toEqual(LEARNING_LINE.domains.map((d) => d.id));
    expect(body.domains.every((d) => d.tasks.some((task) => task.current))).toBe(true);
  });

  it('the demo school has real history: colours, rounds, a test result, a test due', async () => {
    const anne = await login(t, 'juf.anne', 'anne-lesgeven');
    const groupId = (
      await t.client.get(`/api/leerlingen/${await userId(t, 'sam.g4')}/voortgang`, {
        headers: { authorization: `Bearer ${anne}` },
      })
    ).json().groepId as string;
    const group = (
      await t.client.get(`/api/groepen/${groupId}/voortgang`, {
        headers: { authorization: `Bearer ${anne}` },
      })
    ).json() as GroupProgressResponse;
    const sam = group.students.find((s) => s.displayName === 'Sam G.')!;
    const finn = group.students.find((s) => s.displayName === 'Finn D.')!;
    expect(sam.roundsLast7Days).toBeGreaterThanOrEqual(5);
    expect(sam.domains.some((d) => d.colour !== 'grey')).toBe(true);
    expect(sam.games.length).toBeGreaterThan(0);
    expect(finn).toMatchObject({ roundsLast7Days: 0, lastPractisedAt: null });
    expect(finn.domains.every((d) => d.colour === 'grey')).toBe(true);

    const samToken = await login(t, 'sam.g4', 'appel');
    const samList = await t.client.get(`/api/leerlingen/${await userId(t, 'sam.g4')}/takenlijst`, {
      headers: { authorization: `Bearer ${samToken}` },
    });
    expect(samList.json()).toMatchObject({ fluencyTestDue: true });
    expect(samList.json().coins).toBeGreaterThan(0);

    const emma = await t.client.get(`/api/leerlingen/${await userId(t, 'emma.g6')}/voortgang`, {
      headers: { authorization: `Bearer ${anne}` },
    });
    const emmaBody = emma.json() as StudentProgressResponse;
    expect(emmaBody.tests).toHaveLength(1);
    expect(emmaBody.tests[0]!.result!.score).toBeGreaterThan(0);
    expect(emmaBody.frequency.reduce((n, d) => n + d.rounds, 0)).toBe(3);

    // Teacher insight on the demo: Milan (the seed's struggler) is red in every domain he practised and
    // right on under half of his answers; the figures agree with his answers and rounds.
    const g6 = (
      await t.client.get(`/api/groepen/${emmaBody.groepId}/voortgang?periode=maand`, {
        headers: { authorization: `Bearer ${anne}` },
      })
    ).json() as GroupProgressResponse;
    const milan = g6.students.find((s) => s.displayName === 'Milan H.')!;
    expect(milan.domains.every((d) => d.colour === 'red' || d.colour === 'grey')).toBe(true);
    expect(milan.insight!.period.answers).toBeGreaterThan(0);
    expect(milan.insight!.period.correct / milan.insight!.period.answers).toBeLessThan(0.5);
    const milanDetail = (
      await t.client.get(`/api/leerlingen/${milan.leerlingId}/voortgang`, {
        headers: { authorization: `Bearer ${anne}` },
      })
    ).json() as StudentProgressResponse;
    expect(milanDetail.insight!.totals.rounds).toBe(7);
    // He kept at one task and missed most: flagged as stuck on it, with the counts behind the flag.
    expect(milan.insight!.stuck).toEqual([
      expect.objectContaining({
        reason: 'manyMisses',
        answers: expect.any(Number),
        correct: expect.any(Number),
      }),
    ]);
    const [flag] = milan.insight!.stuck;
    expect(flag!.answers).toBeGreaterThanOrEqual(20);
    expect(flag!.correct / flag!.answers).toBeLessThan(0.5);
    expect(flag!.domainId).toBe('dom-vermenigvuldigen-delen');
    // His facts show in the fact matrices: seen facts, with his answers.
    const seen = milanDetail.insight!.factMatrices.flatMap((m) =>
      m.cells.filter((c) => c.status !== 'notSeen'),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((c) => c.answers > 0)).toBe(true);
    expect(milanDetail.insight!.totals.answers).toBe(
      milanDetail.frequency.reduce((n, d) => n + d.answers, 0),
    );
    expect(milanDetail.insight!.wrongAnswers.length).toBeGreaterThan(0);
    expect(emmaBody.insight!.totals.rounds).toBe(3);
  });

  it('insight: a teacher of another school gets 404, an unknown period or parameter 400', async () => {
    const anne = await login(t, 'juf.anne', 'anne-lesgeven');
    const own = await t.client.get(`/api/groepen/${school.groupId}/voortgang?periode=week`, {
      headers: { authorization: `Bearer ${anne}` },
    });
    expect(own.statusCode).toBe(404);
    const bad = await t.client.get(`/api/groepen/${school.groupId}/voortgang?periode=dag`, as(school.docent));
    expect(bad.statusCode).toBe(400);
    const extra = await t.client.get(
      `/api/groepen/${school.groupId}/voortgang?van=2020-01-01`,
      as(school.docent),
    );
    expect(extra.statusCode).toBe(400);
  });
});

describe('sum collections', () => {
  it('lists the sum collections', async () => {
    const res = await t.client.get('/api/ontwikkel/somverzamelingen', as(office));
    expect(res.statusCode).toBe(200);
    const collections = res.json().collections as { id: string; size: number; sumKeys: string[] }[];
    expect(collections.map((c) => c.id)).toContain('sv-verliefde-harten');
    expect(collections.every((c) => c.size === c.sumKeys.length && c.size > 0)).toBe(true);
  });

  it('staff read the sum collections for custom tasks; a student may not', async () => {
    const res = await t.client.get('/api/somverzamelingen', as(school.docent));
    expect(res.statusCode).toBe(200);
    expect((res.json().collections as { id: string }[]).map((c) => c.id)).toContain('sv-lastige-tafelsommen');
    expect((await t.client.get('/api/somverzamelingen', as(school.students[0]!))).statusCode).toBe(403);
  });
});
