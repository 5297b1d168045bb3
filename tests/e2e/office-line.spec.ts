import { readFile } from 'node:fs/promises';
import { createTask } from '../../server/api/content/line';
import { contentDrafts } from '../../server/db/schema';
import { officeCollectionsNl } from '../../src/admin/office/collections/texts.nl';
import { officeLineNl } from '../../src/admin/office/line/texts.nl';
import { contentFromCode } from '../../src/domain';
import { practiceTaskCreateBodySchema } from '../../src/domain/contracts/content-line';
import { expect, test } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const L = officeLineNl;
const C = officeCollectionsNl;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

// Dialogs open without their fade, so axe sees them as they are.
test.use({ contextOptions: { reducedMotion: 'reduce' }, acceptDownloads: true });

test('office develops the learning line and a sum collection, every change a checked draft', async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const { db } = server.database;
  const office = await userRecord(server, 'office');
  const doubles = contentFromCode().tasks.find((task) => task.id === 'ot-dubbel-10')!;
  // A second task in the part of "Dubbelen tot 10 + 10", so two siblings can change places.
  await createTask(
    db,
    office.id,
    practiceTaskCreateBodySchema.parse({
      partId: doubles.partId,
      name: { nl: 'Dubbelen tot 20', en: 'Doubles to 20' },
      schoolGroup: 4,
      goal: 'automate',
      gameIds: [...doubles.gameIds],
      sourceType: 'generator',
      collectionId: null,
      setting: { generator: 'double', params: { min: 1, max: 20 } },
    }),
    Date.now(),
  );

  try {
    await loginAs(page, server, 'office');

    // ---- The develop root opens the programs: the tree, with the breadcrumb ------------------------
    await page.goto(server.url('/superadmin/ontwikkel'));
    await expect(page).toHaveURL(/\/superadmin\/ontwikkel\/programmas$/);
    await expect(page.getByRole('heading', { level: 1, name: L.tree.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(L.develop);

    // ---- Rename a tussendoel -------------------------------------------------------------------------
    await page.getByRole('navigation', { name: L.also }).getByRole('link', { name: 'Tussendoelen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tussendoelen' })).toBeVisible();
    await page.getByLabel(L.list.filter).fill('Verdubbelen');
    await page.getByRole('button', { name: fill(L.actions.menu, { name: 'Verdubbelen en halveren' }) }).click();
    await page.getByRole('menuitem', { name: L.actions.edit }).click();
    const nodeDialog = page.getByRole('dialog');
    await nodeDialog.getByLabel(L.nodeForm.nameNl).fill('');
    await nodeDialog.getByRole('button', { name: L.nodeForm.save }).click();
    await expect(nodeDialog).toContainText('Dit veld is verplicht');
    await nodeDialog.getByLabel(L.nodeForm.nameNl).fill('Dubbelen en helften');
    await nodeDialog.getByRole('button', { name: L.nodeForm.save }).click();
    await expect(nodeDialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText(fill(L.saved, { name: 'Dubbelen en helften' }));
    const goalRow = page.getByTestId('node-td-verdubbelen-halveren');
    await expect(goalRow).toContainText('Dubbelen en helften');
    await expect(goalRow).toContainText(L.draft.changed);
    expect(await seriousViolations(page)).toEqual([]);

    // ---- Reorder two tasks: by keyboard, then by dragging -------------------------------------------
    await page.getByRole('link', { name: L.tree.title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: L.tree.title })).toBeVisible();
    for (const name of ['Vermenigvuldigen en delen', 'Dubbelen en helften', 'Dubbelen en helften tot 20', 'Dubbelen tot 10 + 10'])
      await page.getByRole('button', { name: fill(L.tree.expand, { name }) }).click();
    const order = () =>
      page
        .getByTestId('tree-so-dubbel-10')
        .locator('xpath=..')
        .locator('[data-testid^="tree-ot-"]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));
    await expect.poll(order).toEqual(['tree-ot-dubbel-10', 'tree-ot-dubbelen-tot-20']);

    const newHandle = page.getByRole('button', { name: fill(L.tree.handle, { name: 'Dubbelen tot 20' }) });
    await newHandle.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(order).toEqual(['tree-ot-dubbelen-tot-20', 'tree-ot-dubbel-10']);
    await expect(page.getByText(fill(L.tree.moved, { name: 'Dubbelen tot 20', position: 1, count: 2 }))).toBeAttached();
    await expect(newHandle).toBeFocused();

    const oldHandle = page
      .getByTestId('tree-ot-dubbel-10')
      .getByRole('button', { name: fill(L.tree.handle, { name: 'Dubbelen tot 10 + 10' }) });
    await oldHandle.dragTo(page.getByTestId('tree-ot-dubbelen-tot-20'));
    await expect.poll(order).toEqual(['tree-ot-dubbel-10', 'tree-ot-dubbelen-tot-20']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtSizes(page, 'office-line-tree');

    // ---- Retire a task, with a confirmation that names it --------------------------------------------
    await page.getByRole('button', { name: fill(L.actions.menu, { name: 'Dubbelen tot 20' }) }).click();
    await page.getByRole('menuitem', { name: L.actions.retire }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Oefentaak “Dubbelen tot 20” verdwijnt na publiceren');
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: L.retire.confirm }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('tree-ot-dubbelen-tot-20')).toContainText(L.retired);

    // The task's detail: where it sits, its rule, source, games and sums.
    await page.getByTestId('tree-ot-dubbel-10').getByRole('link', { name: 'Dubbelen tot 10 + 10' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dubbelen tot 10 + 10' })).toBeVisible();
    await expect(page.getByText(L.goalText.automate, { exact: false })).toBeVisible();
    await expect(page.getByRole('list', { name: L.task.sums })).toContainText('→');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtSizes(page, 'office-line-task');

    // ---- A sum collection: add sums, import a CSV with one bad line, export ---------------------------
    await page.goto(server.url('/superadmin/ontwikkel/somverzamelingen'));
    await expect(page.getByRole('heading', { level: 1, name: C.list.title })).toBeVisible();
    await page.getByRole('link', { name: 'Lastige tafelsommen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lastige tafelsommen' })).toBeVisible();

    const typed = page.getByLabel(C.detail.addLabel);
    await typed.fill('4 x 7\n7 x 4\n6 x');
    await page.getByRole('button', { name: C.detail.add, exact: true }).click();
    await expect(page.getByText('Regel 3: geen som die we kunnen lezen (“6 x”)')).toBeVisible();
    await typed.fill('4 x 7\n7 x 4');
    await page.getByRole('button', { name: C.detail.add, exact: true }).click();
    await expect(page.getByRole('status')).toContainText('2 sommen toegevoegd');
    await expect(page.getByTestId('sum-mul:4x7')).toBeVisible();
    await expect(page.getByTestId('sum-mul:7x4')).toBeVisible();

    await page.getByRole('button', { name: C.detail.import }).click();
    const importDialog = page.getByRole('dialog');
    await importDialog.getByLabel(C.csv.file).setInputFiles({
      name: 'tafels.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('som\n4 x 8\n4 x x\n8 x 4\n'),
    });
    await importDialog.getByRole('button', { name: C.csv.submit }).click();
    await expect(importDialog.getByRole('alert')).toContainText('Regel 3: geen som die we kunnen lezen');
    expect(await seriousViolations(page)).toEqual([]);
    await importDialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page.getByTestId('sum-mul:4x8')).toHaveCount(0);

    await page.getByRole('button', { name: C.detail.import }).click();
    await importDialog.getByLabel(C.csv.file).setInputFiles({
      name: 'tafels.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('som\n4 x 8\n8 x 4\n'),
    });
    await importDialog.getByRole('button', { name: C.csv.submit }).click();
    await expect(importDialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText(fill(C.csv.imported, { file: 'tafels.csv' }));
    await expect(page.getByTestId('sum-mul:4x8')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: C.detail.export }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sv-lastige-tafelsommen.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe('som,tekst,antwoord');
    expect(lines).toContain('mul:4x7,4 × 7 = _,28');
    expect(lines.at(-1)).toBe('mul:8x4,8 × 4 = _,32');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtSizes(page, 'office-line-collection');

    // ---- Sum features: what the line's sums are --------------------------------------------------------
    await page.goto(server.url('/superadmin/ontwikkel/somkenmerken'));
    await expect(page.getByRole('heading', { level: 1, name: L.features.title })).toBeVisible();
    await expect(page.getByTestId('feature-table-7')).toContainText('tafel van 7');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    // Drafts only, never published: leave the content as the other specs expect it.
    await db.delete(contentDrafts);
  }
});
