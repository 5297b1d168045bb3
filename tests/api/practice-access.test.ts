import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SumWindowResponse, TaskListResponse } from '../../src/domain/contracts/practice';
import {
  answersFor,
  as,
  createSchool,
  createStaff,
  newWindow,
  postAnswers,
  taskList,
  type TestSchool,
  type TestUser,
} from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Who may do what: a student only their own record, staff their own account (reading a child's
 * practice, never writing it), office and superadmin every account; everything else 401/403/404.
 */
let t: TestApp;
let x: TestSchool;
let y: TestSchool;
let a: TestUser;
let b: TestUser;
let c: TestUser;
let office: TestUser;
let listB: TaskListResponse;
let windowB: SumWindowResponse;
let customY: string;

const customTask = {
  name: { nl: 'Tafel van 7', en: 'Table of 7' },
  source: { type: 'generator', setting: { generator: 'multiply', params: { tables: [7] } } },
  gameIds: ['bellenprikken'],
};

beforeAll(async () => {
  t = await createTestApp();
  x = await createSchool(t, 'x', 2);
  y = await createSchool(t, 'y', 1);
  [a, b] = x.students as [TestUser, TestUser];
  c = y.students[0]!;
  office = await createStaff(t, 'office', 'office.access');
  listB = await taskList(t, b);
  windowB = await newWindow(t, b, listB.tasks[0]!.id);
  const created = await t.client.post(`/api/groepen/${y.groupId}/maatwerktaken`, customTask, as(y.docent));
  expect(created.statusCode).toBe(201);
  customY = created.json().id;
});
afterAll(async () => t.close());

const get = (url: string, user?: TestUser) => t.client.get(url, user ? as(user) : {});
const post = (url: string, body: unknown, user?: TestUser) => t.client.post(url, body, user ? as(user) : {});
const put = (url: string, body: unknown, user: TestUser) =>
  t.client.request({ method: 'PUT', url, payload: body as object, ...as(user) });
const del = (url: string, user: TestUser) => t.client.request({ method: 'DELETE', url, ...as(user) });

describe('without a session', () => {
  it('every practice route is 401', async () => {
    expect((await get(`/api/leerlingen/${a.id}/takenlijst`)).statusCode).toBe(401);
    expect(
      (await post(`/api/leerlingen/${a.id}/antwoorden`, { answers: answersFor(windowB) })).statusCode,
    ).toBe(401);
    expect((await get(`/api/groepen/${x.groupId}/voortgang`)).statusCode).toBe(401);
    expect((await get('/api/ontwikkel/gensettingssommen')).statusCode).toBe(401);
  });
});

describe('a student', () => {
  it('cannot read or write another student of the same school (403)', async () => {
    const base = `/api/leerlingen/${b.id}`;
    expect((await get(`${base}/takenlijst`, a)).statusCode).toBe(403);
    expect((await get(`${base}/somvensters/${windowB.id}`, a)).statusCode).toBe(403);
    expect((await get(`${base}/spaarkaart`, a)).statusCode).toBe(403);
    expect((await get(`${base}/automatiseertoets`, a)).statusCode).toBe(403);
    expect((await post(`${base}/takenlijst/${listB.tasks[0]!.id}/somvensters`, {}, a)).statusCode).toBe(403);
    expect(
      (await post(`${base}/antwoorden`, { answers: answersFor(windowB).slice(0, 1) }, a)).statusCode,
    ).toBe(403);
    expect((await post(`${base}/somvensters/${windowB.id}/afronden`, {}, a)).statusCode).toBe(403);
    expect((await post(`${base}/spaarkaart/kopen`, { blobId: 'blob-bol' }, a)).statusCode).toBe(403);
    expect((await post(`${base}/automatiseertoets`, {}, a)).statusCode).toBe(403);
    expect((await get(`/api/leerlingen/not-a-student/takenlijst`, a)).statusCode).toBe(403);
  });

  it("cannot post answers into another student's window through their own path (404, nothing stored)", async () => {
    const res = await postAnswers(t, a, answersFor(windowB).slice(0, 2));
    expect(res.statusCode).toBe(404);
    const reload = (await get(`/api/leerlingen/${b.id}/somvensters/${windowB.id}`, b)).json();
    expect(reload.answered).toEqual([]);
  });

  it('has no access to staff and office routes (403)', async () => {
    expect((await get(`/api/groepen/${x.groupId}/voortgang`, a)).statusCode).toBe(403);
    expect((await get(`/api/leerlingen/${a.id}/voortgang`, a)).statusCode).toBe(403);
    expect((await get(`/api/leerlingen/${a.id}/oefeninstellingen`, a)).statusCode).toBe(403);
    expect((await put(`/api/groepen/${x.groupId}/oefeninstellingen`, { sound: false }, a)).statusCode).toBe(
      403,
    );
    expect((await post(`/api/groepen/${x.groupId}/maatwerktaken`, customTask, a)).statusCode).toBe(403);
    expect((await get('/api/ontwikkel/somverzamelingen', a)).statusCode).toBe(403);
  });
});

describe('a teacher', () => {
  it("reads a student of the own school, but does not write the child's practice record", async () => {
    expect((await get(`/api/leerlingen/${b.id}/takenlijst`, x.docent)).statusCode).toBe(200);
    expect((await get(`/api/leerlingen/${b.id}/somvensters/${windowB.id}`, x.docent)).statusCode).toBe(200);
    expect((await get(`/api/leerlingen/${b.id}/voortgang`, x.docent)).statusCode).toBe(200);
    expect((await get(`/api/groepen/${x.groupId}/voortgang`, x.docent)).statusCode).toBe(200);
    const base = `/api/leerlingen/${b.id}`;
    expect(
      (await post(`${base}/antwoorden`, { answers: answersFor(windowB).slice(0, 1) }, x.docent)).statusCode,
    ).toBe(403);
    expect(
      (await post(`${base}/takenlijst/${listB.tasks[0]!.id}/somvensters`, {}, x.docent)).statusCode,
    ).toBe(403);
    expect((await post(`${base}/somvensters/${windowB.id}/afronden`, {}, x.docent)).statusCode).toBe(403);
  });

  it('gets 404 for the groups and students of another school, on every route', async () => {
    const group = `/api/groepen/${y.groupId}`;
    expect((await get(`${group}/voortgang`, x.docent)).statusCode).toBe(404);
    expect((await get(`${group}/oefeninstellingen`, x.docent)).statusCode).toBe(404);
    expect((await put(`${group}/oefeninstellingen`, { sound: false }, x.docent)).statusCode).toBe(404);
    expect((await get(`${group}/maatwerktaken`, x.docent)).statusCode).toBe(404);
    expect((await post(`${group}/maatwerktaken`, customTask, x.docent)).statusCode).toBe(404);
    expect((await del(`${group}/maatwerktaken/${customY}`, x.docent)).statusCode).toBe(404);
    expect((await del(`/api/groepen/${x.groupId}/maatwerktaken/${customY}`, x.docent)).statusCode).toBe(404);
    const student = `/api/leerlingen/${c.id}`;
    expect((await get(`${student}/voortgang`, x.docent)).statusCode).toBe(404);
    expect((await get(`${student}/takenlijst`, x.docent)).statusCode).toBe(404);
    expect((await get(`${student}/oefeninstellingen`, x.docent)).statusCode).toBe(404);
    expect((await put(`${student}/oefeninstellingen`, { sound: false }, x.docent)).statusCode).toBe(404);
    expect((await get(`/api/leerlingen/${b.id}/somvensters/${windowB.id}`, y.docent)).statusCode).toBe(404);
    expect((await get(`/api/groepen/${randomUUID()}/voortgang`, x.docent)).statusCode).toBe(404);
    // The other school's custom task is still there.
    const tasks = (await get(`${group}/maatwerktaken`, y.docent)).json().tasks;
    expect(tasks.map((task: { id: string }) => task.id)).toEqual([customY]);
  });

  it('cannot reach the office routes (403)', async () => {
    expect((await get('/api/ontwikkel/gensettingssommen', x.docent)).statusCode).toBe(403);
    expect((await get('/api/ontwikkel/somverzamelingen', x.docent)).statusCode).toBe(403);
  });
});

describe('office', () => {
  it('reads every school, but does not write a child’s practice', async () => {
    expect((await get(`/api/groepen/${y.groupId}/voortgang`, office)).statusCode).toBe(200);
    expect((await get(`/api/leerlingen/${c.id}/voortgang`, office)).statusCode).toBe(200);
    expect((await get(`/api/groepen/${x.groupId}/maatwerktaken`, office)).statusCode).toBe(200);
    expect((await get('/api/ontwikkel/gensettingssommen', office)).statusCode).toBe(200);
    const list = await taskList(t, c);
    expect(
      (await post(`/api/leerlingen/${c.id}/takenlijst/${list.tasks[0]!.id}/somvensters`, {}, office))
        .statusCode,
    ).toBe(403);
  });
});
