import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { expect, test } from './fixtures';
import { fillLoginForm, groupsPathOf, loginAs, storedSession, userRecord } from './helpers/auth';

function unsignedToken(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS512', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

test.describe('login by credentials', () => {
  test('every role lands where SPEC §6 says', async ({ page, server }) => {
    const cases = [
      {
        username: 'admin.regenboog',
        landing: (u: { id: string; accountId: string | null }) =>
          `/account/${u.accountId}/user/${u.id}/groepen`,
      },
      {
        username: 'juf.anne',
        landing: (u: { id: string; accountId: string | null }) =>
          `/account/${u.accountId}/user/${u.id}/groepen`,
      },
      { username: 'sam.g4', landing: (u: { id: string }) => `/leerling/${u.id}/landkaart` },
      { username: 'office', landing: () => '/superadmin/dashboard' },
      { username: 'superadmin', landing: () => '/superadmin/dashboard' },
    ];
    for (const c of cases) {
      const user = await userRecord(server, c.username);
      await loginAs(page, server, c.username);
      await expect(page).toHaveURL(server.url(c.landing(user)));
      // The short address staff type from memory leads to their own start page.
      await page.goto(server.url('/admin'));
      await expect(page).toHaveURL(server.url(c.landing(user)));
      const stored = await storedSession(page);
      expect(stored.local.usingSSO).toBe('false');
      expect(stored.local.access).toBeTruthy();
      expect(stored.session.access).toBeNull();
      await page.getByTestId('logout').click();
      await expect(page).toHaveURL(server.url('/auth/login'));
    }
    await page.goto(server.url('/admin'));
    await expect(page).toHaveURL(server.url('/auth/login'));
  });

  test('a wrong password shows a clear message and keeps the user name', async ({ page, server }) => {
    await page.goto(server.url('/auth/login'));
    await fillLoginForm(page, 'juf.anne', 'verkeerd-wachtwoord');
    await expect(page.getByTestId('login-error')).toHaveText(/gebruikersnaam of het wachtwoord klopt niet/);
    await expect(page.locator('input[autocomplete="username"]')).toHaveValue('juf.anne');
    await expect(page.locator('input[autocomplete="current-password"]')).toHaveValue('');
    await expect(page).toHaveURL(server.url('/auth/login'));
  });

  test('a switched-off account is told so, with whom to ask, after the right password only', async ({
    page,
    server,
  }) => {
    const { db } = server.database;
    const parent = await userRecord(server, 'ouder.devries');
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, parent.id));
    try {
      await page.goto(server.url('/auth/login'));
      await fillLoginForm(page, 'ouder.devries', 'verkeerd-wachtwoord');
      await expect(page.getByTestId('login-error')).toHaveText(/gebruikersnaam of het wachtwoord klopt niet/);
      await fillLoginForm(page, 'ouder.devries', 'thuis-oefenen');
      await expect(page.getByTestId('login-error')).toHaveText(
        'Dit account staat uit. Vraag de beheerder van je school om het weer aan te zetten.',
      );
      await expect(page).toHaveURL(server.url('/auth/login'));
    } finally {
      await db.update(users).set({ deactivatedAt: null }).where(eq(users.id, parent.id));
    }
  });

  test('empty fields are explained, and the password can be shown', async ({ page, server }) => {
    await page.goto(server.url('/auth/login'));
    await page.locator('button[type="submit"]').click();
    await expect(page.getByText('Dit veld is verplicht')).toHaveCount(2);
    const password = page.locator('input[autocomplete="current-password"]');
    await password.fill('geheim');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Wachtwoord tonen' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Wachtwoord verbergen' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a network failure is reported as such', async ({ page, server }) => {
    await page.goto(server.url('/auth/login'));
    await page.route('**/api/auth', (route) => route.abort('internetdisconnected'));
    await fillLoginForm(page, 'juf.anne', 'wat-dan-ook');
    await expect(page.getByTestId('login-error')).toHaveText(/geen verbinding met de server/);
  });

  test('rate limiting is reported as such', async ({ page, server }) => {
    await page.goto(server.url('/auth/login'));
    await page.route('**/api/auth', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"message":"Te veel verzoeken"}',
      }),
    );
    await fillLoginForm(page, 'juf.anne', 'wat-dan-ook');
    await expect(page.getByTestId('login-error')).toHaveText(/Te veel pogingen om in te loggen/);
  });

  test('speaks English on a .uk host', async ({ page, server }) => {
    await page.goto(server.url('/auth/login', 'mathsblobs.co.uk'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  });
});

test.describe('route guards', () => {
  test('a signed-out visitor goes to login and, after login, back to the page asked for', async ({
    page,
    server,
  }) => {
    const licence = (await groupsPathOf(server, 'juf.anne')).replace(/groepen$/, 'licentie');
    await page.goto(server.url(licence));
    await expect(page).toHaveURL(server.url('/auth/login'));
    await fillLoginForm(page, 'juf.anne', 'anne-lesgeven');
    await expect(page).toHaveURL(server.url(licence));
  });

  test('a pending path of an area the user may not open is ignored', async ({ page, server }) => {
    await page.goto(server.url('/superadmin/accounts'));
    await expect(page).toHaveURL(server.url('/auth/login'));
    await fillLoginForm(page, 'juf.anne', 'anne-lesgeven');
    await expect(page).toHaveURL(server.url(await groupsPathOf(server, 'juf.anne')));
  });

  test('each area admits its roles only', async ({ page, server }) => {
    const sam = await userRecord(server, 'sam.g4');
    const anneGroups = await groupsPathOf(server, 'juf.anne');
    await loginAs(page, server, 'sam.g4');
    for (const path of [
      '/superadmin/dashboard',
      anneGroups,
      `/leerling/${(await userRecord(server, 'noor.g4')).id}/landkaart`,
    ]) {
      await page.goto(server.url(path));
      await expect(page).toHaveURL(server.url(`/leerling/${sam.id}/landkaart`));
    }

    await loginAs(page, server, 'juf.anne');
    await page.goto(server.url('/superadmin/dashboard'));
    await expect(page).toHaveURL(server.url(anneGroups));
    await page.goto(server.url(`/leerling/${sam.id}/landkaart`));
    await expect(page).toHaveURL(server.url(`/leerling/${sam.id}/landkaart`));

    await loginAs(page, server, 'office');
    await page.goto(server.url(anneGroups));
    await expect(page).toHaveURL(server.url(anneGroups));
    await page.goto(server.url('/superadmin/accounts'));
    await expect(page).toHaveURL(server.url('/superadmin/accounts'));
  });
});

test.describe('session on load', () => {
  test('an expired token in storage clears the session and opens login', async ({ page, server }) => {
    const anne = await userRecord(server, 'juf.anne');
    await page.goto(server.url('/site'));
    const expired = unsignedToken({
      user: { id: anne.id, role: 'docent', accountId: anne.accountId },
      expires_in: Math.floor(Date.now() / 1000) - 60,
    });
    await page.evaluate((token) => {
      localStorage.setItem('usingSSO', 'false');
      localStorage.setItem('access_token', token);
    }, expired);
    await page.goto(server.url(await groupsPathOf(server, 'juf.anne')));
    await expect(page).toHaveURL(server.url('/auth/login'));
    const stored = await storedSession(page);
    expect(stored.local.access).toBeNull();
    expect(stored.local.usingSSO).toBe('false');
  });

  test('a current token survives a reload', async ({ page, server }) => {
    await loginAs(page, server, 'office');
    await page.reload();
    await expect(page).toHaveURL(server.url('/superadmin/dashboard'));
    await expect(page.getByTestId('logout')).toBeVisible();
  });
});

test.describe('logout', () => {
  test('clears storage and guards the area again', async ({ page, server }) => {
    await loginAs(page, server, 'admin.regenboog');
    const groups = await groupsPathOf(server, 'admin.regenboog');
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(server.url('/auth/login'));
    const stored = await storedSession(page);
    expect(stored.local).toEqual({ access: null, refresh: null, usingSSO: 'false' });
    expect(stored.session.access).toBeNull();
    await page.goto(server.url(groups));
    await expect(page).toHaveURL(server.url('/auth/login'));
  });

  test('in one tab signs the other tabs out too', async ({ context, page, server }) => {
    await loginAs(page, server, 'office');
    const other = await context.newPage();
    await other.goto(server.url('/superadmin/accounts'));
    await expect(other.getByTestId('logout')).toBeVisible();
    await page.getByTestId('logout').click();
    await expect(other).toHaveURL(server.url('/auth/login'));
    await other.close();
  });
});
