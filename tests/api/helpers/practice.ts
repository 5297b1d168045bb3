import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../../../server/identity/passwords';
import {
  accounts,
  customTasks,
  groups,
  groupTeachers,
  taskListTasks,
  users,
} from '../../../server/db/schema';
import type { AnswerValue, Sum } from '../../../src/domain';
import type {
  AnswerBatchItem,
  RoundSummaryResponse,
  SumWindowResponse,
  TaskListResponse,
} from '../../../src/domain/contracts/practice';
import { bearer, login } from './auth';
import type { TestApp } from './test-app';

export interface TestUser {
  id: string;
  username: string;
  token: string;
}

export interface TestSchool {
  accountId: string;
  groupId: string;
  docent: TestUser;
  students: TestUser[];
}

/** A school of its own (account, one group, a teacher and students), so a suite controls all history. */
export async function createSchool(
  t: TestApp,
  tag: string,
  studentCount = 2,
  yearGroup = '4',
): Promise<TestSchool> {
  const { db } = t.database;
  const [account] = await db
    .insert(accounts)
    .values({ kind: 'school', name: `School ${tag}`, country: 'NL' })
    .returning({ id: accounts.id });
  const [group] = await db
    .insert(groups)
    .values({ accountId: account!.id, name: `Groep ${yearGroup}${tag}`, yearGroup })
    .returning({ id: groups.id });
  const hash = await hashPassword('oefenen-test');
  const make = async (role: 'docent' | 'leerling', username: string): Promise<TestUser> => {
    const [row] = await db
      .insert(users)
      .values({
        role,
        username,
        displayName: username,
        passwordHash: hash,
        accountId: account!.id,
        groupId: role === 'leerling' ? group!.id : null,
      })
      .returning({ id: users.id });
    return { id: row!.id, username, token: await login(t, username, 'oefenen-test') };
  };
  const docent = await make('docent', `docent.${tag}`);
  await db.insert(groupTeachers).values({ groupId: group!.id, userId: docent.id, accountId: account!.id });
  const students: TestUser[] = [];
  for (let i = 0; i < studentCount; i++) students.push(await make('leerling', `leerling${i}.${tag}`));
  return { accountId: account!.id, groupId: group!.id, docent, students };
}

export const as = (user: { token: string }) => bearer(user.token);

export function answerOf(sum: Sum, correct: boolean): AnswerValue {
  return correct ? sum.answer : sum.distractors[0]!.value;
}

export async function taskList(t: TestApp, student: TestUser): Promise<TaskListResponse> {
  const res = await t.client.get(`/api/leerlingen/${student.id}/takenlijst`, as(student));
  if (res.statusCode !== 200) throw new Error(`takenlijst: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function newWindow(
  t: TestApp,
  student: TestUser,
  takenlijsttaakId: string,
  game?: string,
): Promise<SumWindowResponse> {
  const res = await t.client.post(
    `/api/leerlingen/${student.id}/takenlijst/${takenlijsttaakId}/somvensters`,
    game ? { game } : {},
    as(student),
  );
  if (res.statusCode !== 201) throw new Error(`somvenster: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Makes a later task on the student's list their turn today: the tasks before it need no more rounds
 * today (as if done; a custom task before it then needs none for its whole group), so the server opens
 * rounds on it (it refuses a task whose turn has not come).
 */
export async function turnTo(t: TestApp, student: TestUser, takenlijsttaakId: string): Promise<void> {
  const { tasks } = await taskList(t, student);
  const at = tasks.findIndex((task) => task.id === takenlijsttaakId);
  if (at < 0) throw new Error('turnTo: not on the list');
  const before = tasks.slice(0, at).filter((task) => task.status !== 'done');
  const line = before.filter((task) => task.kind !== 'custom').map((task) => task.id);
  const custom = before.filter((task) => task.kind === 'custom').map((task) => task.oefentaakId);
  const db = t.database.db;
  if (line.length)
    await db.update(taskListTasks).set({ roundsPerDay: 0 }).where(inArray(taskListTasks.id, line));
  if (custom.length)
    await db.update(customTasks).set({ roundsPerDay: 0 }).where(inArray(customTasks.id, custom));
}

/** Answers for every planned sum of a window; `correct(i)` decides each one. */
export function answersFor(
  window: SumWindowResponse,
  correct: (index: number) => boolean = () => true,
  responseTimeMs = 1500,
): AnswerBatchItem[] {
  const start = Date.parse(window.createdAt);
  return window.sums.map((sum, position) => ({
    clientAnswerId: randomUUID(),
    somvensterId: window.id,
    sumId: sum.id,
    answer: answerOf(sum, correct(position)),
    responseTimeMs,
    answeredAt: new Date(start + (position + 1) * 2000).toISOString(),
    position,
    kind: 'planned' as const,
  }));
}

export async function postAnswers(t: TestApp, student: TestUser, answers: AnswerBatchItem[]) {
  return t.client.post(`/api/leerlingen/${student.id}/antwoorden`, { answers }, as(student));
}

export async function finish(t: TestApp, student: TestUser, windowId: string): Promise<RoundSummaryResponse> {
  const res = await t.client.post(
    `/api/leerlingen/${student.id}/somvensters/${windowId}/afronden`,
    {},
    as(student),
  );
  if (res.statusCode !== 200) throw new Error(`afronden: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** One whole round on a task-list task: window, answers, finish. */
export async function playRound(
  t: TestApp,
  student: TestUser,
  takenlijsttaakId: string,
  correct: (index: number) => boolean = () => true,
): Promise<{ window: SumWindowResponse; summary: RoundSummaryResponse }> {
  const window = await newWindow(t, student, takenlijsttaakId);
  const res = await postAnswers(t, student, answersFor(window, correct));
  if (res.statusCode !== 200) throw new Error(`antwoorden: ${res.statusCode} ${res.body}`);
  return { window, summary: await finish(t, student, window.id) };
}

/** An office or superadmin user (no account). */
export async function createStaff(
  t: TestApp,
  role: 'office' | 'superadmin',
  username: string,
): Promise<TestUser> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      role,
      username,
      displayName: username,
      passwordHash: await hashPassword('kantoor-test'),
      accountId: null,
    })
    .returning({ id: users.id });
  return { id: row!.id, username, token: await login(t, username, 'kantoor-test') };
}
