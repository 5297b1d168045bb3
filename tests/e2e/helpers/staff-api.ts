import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../../src/domain/constants';
import type { CustomTaskBody, CustomTaskResponse } from '../../../src/domain/contracts/practice';
import type { E2EServer } from '../fixtures';
import { demoPassword } from './auth';

/**
 * A staff member's calls to the practice API over HTTP, as the app makes them: the anti-forgery
 * cookie echoed in its header, and the bearer token of a direct login.
 */
export interface StaffApi {
  assignCustomTask(groupId: string, body: CustomTaskBody): Promise<CustomTaskResponse>;
  removeCustomTask(groupId: string, taskId: string): Promise<void>;
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
  };
}

/** The group a student is in (what the school area shows the teacher), read from the test database. */
export async function groupOf(server: E2EServer, username: string): Promise<string> {
  const [row] = await server.database.db
    .select({ groupId: users.groupId })
    .from(users)
    .where(eq(users.username, username));
  if (!row?.groupId) throw new Error(`${username} is in no group`);
  return row.groupId;
}
