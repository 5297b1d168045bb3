import { AUTH_PATHS } from '../../src/domain/contracts/auth';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  appRequest,
  demoPassword,
  fillLoginForm,
  groupsPathOf,
  storedSession,
  userRecord,
} from './helpers/auth';
import type { E2EServer } from './fixtures';

/** Logs in through the provider's authorize page, starting from our login screen. */
async function loginWithSso(page: Page, server: E2EServer, username: string): Promise<void> {
  await page.goto(server.url('/auth/login'));
  await page.getByTestId('sso-link').click();
  await page.waitForURL((url) => url.pathname === '/api/auth/authorize');
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('client_id')).toBe('rekenblobs-web');
  expect(authorize.searchParams.get('redirect_uri')).toBe(server.url('/auth/login/sso'));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  await fillLoginForm(page, username, demoPassword(username));
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/') && !url.pathname.startsWith('/api/'));
}

test.describe('single sign-on', () => {
  test('the round trip through the provider signs in and lands by role', async ({ page, server }) => {
    const callbacks: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/auth/login/sso' && url.searchParams.has('code')) callbacks.push(url.search);
    });
    await loginWithSso(page, server, 'juf.anne');
    await expect(page).toHaveURL(server.url(await groupsPathOf(server, 'juf.anne')));
    expect(callbacks).toHaveLength(1);

    const stored = await storedSession(page);
    expect(stored.local).toEqual({ access: null, refresh: null, usingSSO: 'true' });
    expect(stored.session.access).toBeTruthy();
    expect(stored.session.refresh).toBeTruthy();
    expect(stored.session.publicKey).toContain('BEGIN PUBLIC KEY');
    // The verifier and state are gone once used.
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('pkce'))),
    ).toEqual([]);
  });

  test('a callback whose state does not match shows an error and exchanges nothing', async ({
    page,
    server,
  }) => {
    let exchanges = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/token') exchanges += 1;
    });
    await page.goto(server.url('/auth/login/sso?code=abc&state=not-ours'));
    await expect(page.getByTestId('sso-error')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(/hoort niet bij deze browser/);
    await expect(page.getByRole('link', { name: 'Inloggen met gebruikersnaam en wachtwoord' })).toBeVisible();
    expect(exchanges).toBe(0);
  });

  test('a code the provider refuses shows an error view', async ({ page, server }) => {
    await page.goto(server.url('/site'));
    await page.evaluate(() => {
      sessionStorage.setItem('pkce_state', 'st');
      sessionStorage.setItem('pkce_code_verifier', 'v'.repeat(64));
    });
    await page.goto(server.url('/auth/login/sso?code=made-up&state=st'));
    await expect(page.getByTestId('sso-error')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(/inlogcode is ongeldig of verlopen/);
    expect((await storedSession(page)).local.usingSSO).not.toBe('true');
  });

  test('a refused request is refreshed and retried once', async ({ page, server }) => {
    const anne = await userRecord(server, 'juf.anne');
    await loginWithSso(page, server, 'juf.anne');
    const before = await storedSession(page);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/token/refresh') refreshes.push(request.url());
    });

    await page.evaluate(() => sessionStorage.setItem('access_token', 'tampered.token.value'));
    const response = await appRequest(page, 'post', '/api/auth/sso');
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ id: anne.id, role: 'docent', username: 'juf.anne' });
    expect(refreshes).toHaveLength(1);

    const after = await storedSession(page);
    expect(after.session.access).not.toBe('tampered.token.value');
    expect(after.session.refresh).not.toBe(before.session.refresh);
    await expect(page).toHaveURL(server.url(await groupsPathOf(server, 'juf.anne')));
  });

  test('a failed refresh logs out and goes to the SSO login', async ({ page, server }) => {
    await loginWithSso(page, server, 'juf.anne');
    // Whichever request meets the tampered token first (ours, or the screen's own) makes the app try
    // a refresh, which the provider refuses; the app then leaves the page, often before ours answers.
    const refreshRefused = page.waitForResponse(
      (r) => new URL(r.url()).pathname === AUTH_PATHS.refresh && r.status() >= 400,
    );
    await page.evaluate(() => {
      sessionStorage.setItem('access_token', 'tampered.token.value');
      sessionStorage.setItem('refresh_token', 'tampered.refresh.value');
    });
    void appRequest(page, 'post', '/api/auth/sso').catch(() => undefined);
    await refreshRefused;
    // login-sso sends the browser on to the provider's login page.
    await page.waitForURL((url) => url.pathname === '/api/auth/authorize');
    // The provider shows its login form there; reading storage mid-navigation would lose the page.
    await expect(page.locator('input[type="password"]')).toBeVisible();
    const stored = await storedSession(page);
    expect(stored.local.usingSSO).toBe('false');
    expect(stored.session.access).toBeNull();
    expect(stored.session.refresh).toBeNull();
  });

  test('two tabs refreshing at once make exactly one refresh request', async ({ context, page, server }) => {
    await loginWithSso(page, server, 'juf.anne');
    const groups = server.url(await groupsPathOf(server, 'juf.anne'));
    // A second tab opened from the first shares its session storage, as a link opened in a new tab does.
    const [second] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => window.open(url), groups),
    ]);
    await second.waitForLoadState();
    await expect(second).toHaveURL(groups);
    await expect(second.getByTestId('logout')).toBeVisible();

    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/token/refresh') refreshes.push(request.url());
    });
    for (const tab of [page, second]) {
      await tab.evaluate(() => sessionStorage.setItem('access_token', 'tampered.token.value'));
      await expect.poll(() => tab.evaluate(() => '__authHttp' in window)).toBe(true);
    }
    const [first, other] = await Promise.all([
      appRequest(page, 'post', '/api/auth/sso'),
      appRequest(second, 'post', '/api/auth/sso'),
    ]);
    expect(first.status).toBe(200);
    expect(other.status).toBe(200);
    expect(refreshes).toHaveLength(1);

    const [a, b] = [await storedSession(page), await storedSession(second)];
    expect(a.session.access).toBe(b.session.access);
    expect(a.session.refresh).toBe(b.session.refresh);

    // The rotated refresh token still works in either tab (the family was not revoked by a reuse).
    await second.evaluate(() => sessionStorage.setItem('access_token', 'tampered.again'));
    expect((await appRequest(second, 'post', '/api/auth/sso')).status).toBe(200);
    expect(refreshes).toHaveLength(2);
    await second.close();
  });

  test('logout removes the SSO tokens', async ({ page, server }) => {
    await loginWithSso(page, server, 'office');
    await expect(page).toHaveURL(server.url('/superadmin/dashboard'));
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(server.url('/auth/login'));
    const stored = await storedSession(page);
    expect(stored.local.usingSSO).toBe('false');
    expect(stored.session.access).toBeNull();
    expect(stored.session.refresh).toBeNull();
  });
});
