import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { groups, users } from '../../../server/db/schema';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../../src/domain/constants';
import type { GameId } from '../../../src/domain';
import type { CustomTaskBody, CustomTaskResponse } from '../../../src/domain/contracts/practice';
import { ROSTER_PATHS, type AddStudentsResponse } from '../../../src/domain/contracts/roster';
import type { GameManifest } from '../../../src/games/manifest';
import type { E2EServer } from '../fixtures';
import { demoPassword } from './auth';

/**
 * A staff member's calls to the practice API over HTTP, as the app makes them: the anti-forgery
 * cookie echoed in its header, and the bearer token of a direct login.
 */
export interface StaffApi {
  assignCustomTask(groupId: string, body: CustomTaskBody): Promise<CustomTaskResponse>;
  removeCustomTask(groupId: string, taskId: string): Promise<void>;
  /** Adds a child to the group, as the roster screen does; its user name and password come back. */
  addStudent(groupId: string, firstName: string): Promise<AddStudentsResponse['students'][number]>;
  /** Moves a child to the trash, as the roster screen does. */
  deleteStudent(studentId: string): Promise<void>;
}

export async function staffApi(
  request: APIRequestContext,
  server: E2EServer,
  username: string,
  password = demoPassword(username),
): Promise<StaffApi> {
  expect((await request.get(server.url('/api/health'))).ok()).toBe(true);
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((c) => c.name === XSRF_COOKIE_NAME)?.value ?? '';
  const login = await request.post(server.url('/api/auth'), {
    headers: { [XSRF_HEADER_NAME]: xsrf },
    data: { username, password },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, [XSRF_HEADER_NAME]: xsrf };
  return {
    async assignCustomTask(groupId, body) {
      const res = await request.post(server.url(`/api/groepen/${groupId}/maatwerktaken`), {
        headers,
        data: body,
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as CustomTaskResponse;
    },
    async removeCustomTask(groupId, taskId) {
      const res = await request.delete(server.url(`/api/groepen/${groupId}/maatwerktaken/${taskId}`), {
        headers,
      });
      expect(res.status()).toBe(204);
    },
    async addStudent(groupId, firstName) {
      const res = await request.post(server.url(ROSTER_PATHS.students(groupId)), {
        headers,
        data: { students: [{ firstName }] },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as AddStudentsResponse).students[0]!;
    },
    async deleteStudent(studentId) {
      const res = await request.delete(server.url(ROSTER_PATHS.student(studentId)), { headers });
      expect(res.status()).toBe(204);
    },
  };
}

/** A group of a staff member's school by its name, read from the test database. */
export async function groupNamed(server: E2EServer, staffUsername: string, name: string): Promise<string> {
  const [staff] = await server.database.db
    .select({ accountId: users.accountId })
    .from(users)
    .where(eq(users.username, staffUsername));
  const [row] = await server.database.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.accountId, staff!.accountId!), eq(groups.name, name)));
  if (!row) throw new Error(`no group ${name} in the school of ${staffUsername}`);
  return row.id;
}

/**
 * A new child in juf.anne's demo group of a game's practice case (its manifest's `practiceCase`), with
 * a custom task of that case that plays the game; `remove` takes the task and the child away again,
 * so the group is as the demo data made it for the specs that follow (the printed cards count them).
 */
export async function childWithGameTask(
  request: APIRequestContext,
  server: E2EServer,
  game: GameId,
  practiceCase: NonNullable<GameManifest['practiceCase']>,
  firstName: string,
) {
  const groupId = await groupNamed(server, 'juf.anne', practiceCase.group);
  const teacher = await staffApi(request, server, 'juf.anne');
  const student = await teacher.addStudent(groupId, firstName);
  const task = await teacher.assignCustomTask(groupId, {
    ...practiceCase.task,
    studentIds: [student.id],
    gameIds: [game],
  });
  const remove = async () => {
    await teacher.removeCustomTask(groupId, task.id);
    await teacher.deleteStudent(student.id);
  };
  return { student, taskId: task.id, remove };
}
