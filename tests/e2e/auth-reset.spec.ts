import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { hashPassword } from '../../server/identity/passwords';
import { outbox, users } from '../../server/db/schema';
import { expect, test } from './fixtures';
import type { E2EServer } from './fixtures';
import { fillLoginForm, userRecord } from './helpers/auth';

/** A teacher of its own for this test, so changing the password touches no demo log-in. */
async function createTeacher(server: E2EServer) {
  const suffix = randomBytes(4).toString('hex');
  const school = await userRecord(server, 'juf.anne');
  const username = `juf.reset.${suffix}`;
  const email = `reset.${suffix}@regenboog.example`;
  const [row] = await server.database.db
    .insert(users)
    .values({
      role: 'docent',
      username,
      email,
      displayName: 'Juf Reset',
      passwordHash: await hashPassword('oud-wachtwoord-123'),
      accountId: school.accountId,
    })
    .returning({ id: users.id, accountId: users.accountId });
  return { ...row!, username, email };
}

async function resetLinkFor(server: E2EServer, email: string): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const [mail] = await server.database.db
        .select({ body: outbox.body })
        .from(outbox)
        .where(eq(outbox.to, email))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      body = mail?.body ?? '';
      return body;
    })
    .toContain('/auth/wachtwoordherstellen/');
  const link = /https?:\/\/\S+\/auth\/wachtwoordherstellen\/\S+/.exec(body)?.[0];
  if (!link) throw new Error('no reset link in the mail');
  return new URL(link).pathname;
}

test.describe('password reset', () => {
  test('from the request to a new password, then log in with it', async ({ page, server }) => {
    const teacher = await createTeacher(server);

    await page.goto(server.url('/auth/login'));
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(page).toHaveURL(server.url('/auth/wachtwoordaanvragen'));
    await page.locator('input[autocomplete="username"]').fill(teacher.email);
    await page.getByRole('button', { name: 'Stuur mij een link' }).click();
    await expect(page.getByTestId('reset-requested')).toBeVisible();

    const path = await resetLinkFor(server, teacher.email);
    expect(path).toContain(`/auth/wachtwoordherstellen/${teacher.id}/`);
    await page.goto(server.url(path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuw wachtwoord kiezen');
    await expect(page.getByText('heeft minstens 8 tekens', { exact: false })).toBeVisible();

    const [password, confirm] = [
      page.getByLabel('Nieuw wachtwoord', { exact: true }),
      page.getByLabel('Herhaal het nieuwe wachtwoord'),
    ];
    await password.fill('kort');
    await confirm.fill('anders');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('Minimaal 8 tekens')).toBeVisible();
    await expect(page.getByText('De twee wachtwoorden zijn niet gelijk')).toBeVisible();

    // The server's own rule: a common password is refused and explained.
    await password.fill('password123');
    await confirm.fill('password123');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('Dit wachtwoord is te makkelijk te raden')).toBeVisible();

    await password.fill('zes blauwe olifanten rekenen');
    await confirm.fill('zes blauwe olifanten rekenen');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByTestId('reset-done')).toBeVisible();

    await page.getByRole('link', { name: 'Naar inloggen' }).click();
    await fillLoginForm(page, teacher.username, 'oud-wachtwoord-123');
    await expect(page.getByTestId('login-error')).toBeVisible();
    await fillLoginForm(page, teacher.username, 'zes blauwe olifanten rekenen');
    await expect(page).toHaveURL(server.url(`/account/${teacher.accountId}/user/${teacher.id}/groepen`));

    // The link works once.
    await page.getByTestId('logout').click();
    await page.goto(server.url(path));
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nog een ander wachtwoord');
    await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('nog een ander wachtwoord');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByTestId('reset-link-invalid')).toBeVisible();
  });

  test('the request gets the same confirmation for an unknown login', async ({ page, server }) => {
    await page.goto(server.url('/auth/wachtwoordaanvragen'));
    await page.locator('input[autocomplete="username"]').fill('niemand.bekend@example.org');
    await page.getByRole('button', { name: 'Stuur mij een link' }).click();
    await expect(page.getByTestId('reset-requested')).toBeVisible();
  });
});
