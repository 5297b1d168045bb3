import { and, desc, eq, ne } from 'drizzle-orm';
import { contentReleases, exerciseSettings, sumWindows, taskListTasks } from '../../server/db/schema';
import { officeAuditNl } from '../../src/admin/office/audit/texts.nl';
import { officeContentNl as C } from '../../src/admin/office/shared/content/texts.nl';
import { officeGeneratorsNl as T } from '../../src/admin/office/generators/texts.nl';
import { contentFromCode } from '../../src/domain/content';
import { expect, test, type E2EServer } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { openStop } from './helpers/practice-round';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';
import { Child, playRoundByTaps } from './helpers/taps';

// Dialogs open without their fade, so axe sees them as they are.
test.use({ contextOptions: { reducedMotion: 'reduce' } });
// It publishes and rolls back, and sets Sam's day up for the doubling task (no fluency test, rounds
// played): on a server of its own, so the specs that count on the demo's Sam find him as seeded.
test.use({ serverOfItsOwn: true });

const A = officeAuditNl.audit;
const SETTING = contentFromCode().settings.find((s) => s.id === 'gs-dubbel-10')!;
const doubles = (max: number) => Array.from({ length: max }, (_, i) => `dbl:${i + 1}`);

/** The sum window a round opened, as the server stored it. */
async function stored(server: E2EServer, windowId: string) {
  const [row] = await server.database.db.select().from(sumWindows).where(eq(sumWindows.id, windowId));
  return row!;
}

test('an office worker narrows a generator with its preview, publishes it, and rolls it back; a round keeps the version it started with', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const db = server.database.db;
  // Other specs on this server may have published before: versions count from the one published now.
  const [newest] = await db
    .select({ version: contentReleases.version })
    .from(contentReleases)
    .orderBy(desc(contentReleases.version))
    .limit(1);
  const v0 = newest!.version;
  const sam = await userRecord(server, 'sam.g4');
  // State set up, not pressed: the doubling task is Sam's turn today (no fluency test first), for as
  // many rounds as the test plays.
  await db
    .update(taskListTasks)
    .set({ roundsPerDay: 0 })
    .where(and(eq(taskListTasks.studentId, sam.id), ne(taskListTasks.practiceTaskId, 'ot-dubbel-10')));
  await db
    .insert(exerciseSettings)
    .values({ accountId: sam.accountId!, studentId: sam.id, settings: { fluencyTestEnabled: false } })
    .onConflictDoUpdate({
      target: exerciseSettings.studentId,
      set: { settings: { fluencyTestEnabled: false } },
    });
  await db
    .update(taskListTasks)
    .set({ roundsPerDay: 9 })
    .where(and(eq(taskListTasks.studentId, sam.id), eq(taskListTasks.practiceTaskId, 'ot-dubbel-10')));

  await loginAs(page, server, 'office');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: T.generators.title })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: T.generators.title })).toBeVisible();
  await expect(page.getByRole('region', { name: C.content.bar })).toContainText(C.content.noDrafts);
  await page.getByRole('searchbox').fill('dubbel-10');
  await expect(page).toHaveURL(/[?&]zoek=dubbel-10/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'gensettingssommen');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('link', { name: SETTING.name.nl }).click();

  // The preview follows what is typed.
  await expect(page.getByRole('heading', { level: 1, name: SETTING.name.nl })).toBeVisible();
  const facts = page.getByTestId('preview-facts');
  await expect(facts).toHaveText('10 verschillende sommen · Antwoorden van 2 tot en met 20');
  const largest = page.getByRole('spinbutton', { name: T.generators.params.max });
  await largest.fill('5');
  await expect(facts).toHaveText('5 verschillende sommen · Antwoorden van 2 tot en met 10');
  await expect(page.getByTestId('preview-sums').getByRole('row')).toHaveCount(1 + 5);
  await largest.fill('');
  await expect(page.getByRole('status').filter({ hasText: 'Nog geen voorbeeld' })).toBeVisible();
  await largest.fill('5');
  await expect(facts).toHaveText('5 verschillende sommen · Antwoorden van 2 tot en met 10');
  await page.getByRole('button', { name: T.generators.preview.other }).click();
  await expect(facts).toHaveText('5 verschillende sommen · Antwoorden van 2 tot en met 10');
  await page.getByRole('button', { name: T.generators.detail.save }).click();
  await expect(page.getByText(T.generators.detail.saved)).toBeVisible();
  await expect(page.getByText(T.generators.detail.isDraft)).toBeVisible();
  await expect(page.getByRole('region', { name: C.content.bar })).toContainText(
    '1 concept wacht op publicatie.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'gensettingssom');
  await page.setViewportSize({ width: 1366, height: 768 });

  // Sam starts a round before the publish: it is made from version 1 and finishes on it.
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, baseURL: server.url() });
  await context.addInitScript(() => (window.__gameTempo = 2));
  const childPage = await context.newPage();
  await loginAs(childPage, server, 'sam.g4');
  const stop = () => childPage.locator('[data-testid^="task-"]:not([data-status="done"])').first();
  const first = await openStop(childPage, stop());
  expect(await stored(server, first.windowId)).toMatchObject({
    practiceTaskId: 'ot-dubbel-10',
    contentVersion: v0,
  });

  // The office publishes.
  await page.getByRole('button', { name: C.content.review }).click();
  const publish = page.getByRole('dialog', { name: C.content.publishTitle });
  await expect(publish).toContainText('setting.params.max: 10 → 5');
  await publish.getByLabel(C.content.note).fill('Dubbelen tot 5 voor wie net begint');
  expect(await seriousViolations(page)).toEqual([]);
  await publish.getByRole('button', { name: C.content.publish }).click();
  await expect(page.getByText(`Versie ${v0 + 1} is gepubliceerd.`)).toBeVisible();
  await expect(page.getByRole('region', { name: C.content.bar })).toContainText(C.content.noDrafts);

  // Sam's round, started on version 1, is played to its end by taps and stored whole.
  const child = new Child(childPage, 'mouse');
  await childPage.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 30_000 });
  const played = await playRoundByTaps(child);
  await expect.poll(async () => (await stored(server, first.windowId)).completedAt).not.toBeNull();
  const old = await stored(server, first.windowId);
  expect(played.map((s) => s.id)).toEqual(old.sumKeys);
  for (const key of old.sumKeys as string[]) expect(doubles(10)).toContain(key);

  // Sam's next round of the task: version 2, only doubles up to 5. (A perfect round moved Sam on to the
  // next task; state set up again: the doubling task is the turn once more.)
  const backToDoubles = () =>
    db
      .update(taskListTasks)
      .set({ practiceTaskId: 'ot-dubbel-10' })
      .where(eq(taskListTasks.id, old.taskListTaskId));
  await backToDoubles();
  await childPage.goto(server.url(`/leerling/${sam.id}/landkaart`));
  const second = await openStop(childPage, stop());
  const narrowed = await stored(server, second.windowId);
  expect(narrowed).toMatchObject({ practiceTaskId: 'ot-dubbel-10', contentVersion: v0 + 1 });
  for (const key of [...(narrowed.sumKeys as string[]), ...(narrowed.reserveKeys as string[])])
    expect(doubles(5)).toContain(key);
  await childPage.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 30_000 });
  await child.tap('the start button', (ts) => ts.find((t) => t.role === 'start'));
  await childPage.waitForFunction(() => window.__game?.state === 'question');
  expect(doubles(5)).toContain(await childPage.evaluate(() => window.__game?.currentSum()?.id));

  // A rollback restores version 1's content as version 3.
  await page.getByRole('button', { name: C.content.versions }).click();
  const versions = page.getByRole('dialog', { name: C.content.versionsTitle });
  await expect(versions.getByTestId(`version-${v0 + 1}`)).toContainText('Dubbelen tot 5 voor wie net begint');
  expect(await seriousViolations(page)).toEqual([]);
  await versions.getByRole('button', { name: `Versie ${v0} terugzetten` }).click();
  await page
    .getByRole('dialog', { name: `Versie ${v0} terugzetten?` })
    .getByRole('button', { name: C.content.rollback })
    .click();
  await expect(page.getByText(`Versie ${v0} is teruggezet als versie ${v0 + 2}.`)).toBeVisible();
  await expect(facts).toHaveText('10 verschillende sommen · Antwoorden van 2 tot en met 20');
  await expect(largest).toHaveValue('10');

  await backToDoubles();
  await childPage.goto(server.url(`/leerling/${sam.id}/landkaart`));
  const third = await openStop(childPage, stop());
  expect(await stored(server, third.windowId)).toMatchObject({
    practiceTaskId: 'ot-dubbel-10',
    contentVersion: v0 + 2,
  });
  await context.close();

  // The superadmin's log says who published what, field by field.
  const log = await browser.newPage({ baseURL: server.url() });
  await loginAs(log, server, 'superadmin');
  await log.goto(server.url('/superadmin/logboek'));
  const published = log
    .getByTestId('audit-row')
    .filter({ hasText: A.actions.content.publish })
    .filter({ hasText: 'Dubbelen tot 5 voor wie net begint' });
  await expect(published).toContainText(`versie ${v0 + 1} (was ${v0})`);
  await expect(published).toContainText('“Dubbelen tot 5 voor wie net begint”');
  await published.getByText('1 wijziging').click();
  await expect(published).toContainText(
    'Generatorinstelling gs-dubbel-10 gewijzigd: setting.params.max 10 → 5',
  );
  const restored = log.getByTestId('audit-row').filter({ hasText: `versie ${v0 + 2} (was ${v0 + 1})` });
  await expect(restored).toContainText(`versie ${v0 + 2} (was ${v0 + 1}) · de inhoud van versie ${v0}`);
  await log.close();
});
