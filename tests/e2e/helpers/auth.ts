import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_USERS } from '../../../server/api/auth/seed';
import { users } from '../../../server/db/schema';
import type { E2EServer } from '../fixtures';

/** The demo log-ins of the seed, by user name. */
export function demoPassword(username: string): string {
  const user = DEMO_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return user.password;
}

/** A user's id and account id, read from the database of the test server. */
export async function userRecord(
  server: E2EServer,
  username: string,
): Promise<{ id: string; accountId: string | null; role: string }> {
  const [row] = await server.database.db
    .select({ id: users.id, accountId: users.accountId, role: users.role })
    .from(users)
    .where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

/** Fills a login form (ours or the provider's: both mark their fields with autocomplete) and submits. */
export async function fillLoginForm(page: Page, username: string, password: string): Promise<void> {
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/**
 * Logs in through the login screen and waits until the app has left the sign-in pages.
 * `host` picks the language (server.url's host); the password defaults to the demo password.
 */
export async function loginAs(
  page: Page,
  server: E2EServer,
  username: string,
  password = demoPassword(username),
  host?: string,
): Promise<void> {
  await page.goto(server.url('/auth/login', host));
  await fillLoginForm(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/** The school area's group overview of a teacher or school administrator. */
export async function groupsPathOf(server: E2EServer, username: string): Promise<string> {
  const user = await userRecord(server, username);
  return `/account/${user.accountId}/user/${user.id}/groepen`;
}

/** Session storage keys of SPEC §3, as the page holds them. */
export async function storedSession(page: Page) {
  return page.evaluate(() => ({
    local: {
      access: localStorage.getItem('access_token'),
      refresh: localStorage.getItem('refresh_token'),
      usingSSO: localStorage.getItem('usingSSO'),
    },
    session: {
      access: sessionStorage.getItem('access_token'),
      refresh: sessionStorage.getItem('refresh_token'),
      publicKey: sessionStorage.getItem('jwt_public_key'),
    },
  }));
}

/** Sends a request through the app's own axios instance (test builds expose it once signed in). */
export async function appRequest(page: Page, method: 'get' | 'post', path: string) {
  await expect.poll(() => page.evaluate(() => '__authHttp' in window)).toBe(true);
  return page.evaluate(
    async ([m, p]) => {
      const http = (
        window as unknown as {
          __authHttp: { request(c: object): Promise<{ status: number; data: unknown }> };
        }
      ).__authHttp;
      try {
        const response = await http.request({ method: m, url: p });
        return { status: response.status, data: response.data };
      } catch (error) {
        const e = error as { response?: { status: number } };
        return { status: e.response?.status ?? 0, data: null };
      }
    },
    [method, path] as const,
  );
}
