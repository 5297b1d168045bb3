import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/**
 * The identity provider's own login page in a real browser: its CSP (no script, form-action to the
 * client) must let the form post and the redirect with the code through, on a language host too.
 */
test.use({ locale: 'nl-NL' });

function authorizeUrl(origin: string): string {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: 'rekenblobs-web',
    redirect_uri: `${origin}/auth/login/sso`,
    state: 'e2e-state',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `${origin}/api/auth/authorize?${query}`;
}

test('signs in on the provider page and returns to the app with a code and the state', async ({
  page,
  server,
}) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  const origin = server.url('', 'rekenblobs.nl').replace(/\/$/, '');
  await page.goto(authorizeUrl(origin));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen');
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill('juf.anne');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('verkeerd wachtwoord');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('De gebruikersnaam of het wachtwoord klopt niet.');
  await expect(page.getByLabel('Gebruikersnaam of e-mailadres')).toHaveValue('juf.anne');

  await page.getByLabel('Wachtwoord', { exact: true }).fill('anne-lesgeven');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL(/\/auth\/login\/sso\?/);
  const landed = new URL(page.url());
  expect(landed.origin).toBe(origin);
  expect(landed.searchParams.get('state')).toBe('e2e-state');
  expect(landed.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
  expect(violations).toEqual([]);
});

test('the provider page has no accessibility violations, in Dutch and English', async ({
  browser,
  server,
}) => {
  for (const locale of ['nl-NL', 'en-GB']) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(authorizeUrl(server.url('').replace(/\/$/, '')));
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  }
});

test('an unknown redirect URI gets an error page, not a redirect', async ({ page, server }) => {
  const url = authorizeUrl('https://evil.example.com');
  await page.goto(server.url(new URL(url).pathname + new URL(url).search));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze inloglink klopt niet');
  expect(new URL(page.url()).hostname).toBe('localhost');
});
