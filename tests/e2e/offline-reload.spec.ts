import { expect, test } from './fixtures';
import { loginAs } from './helpers/auth';
import {
  answerOne,
  expectStoredExactly,
  openStop,
  playRound,
  startRound,
  storedAnswers,
  storedWindow,
  type Given,
} from './helpers/practice-round';
import { groupNamed, staffApi } from './helpers/staff-api';

/**
 * A child's tablet loses its Wi-Fi mid-round and the child reloads: the app-shell service worker
 * (vite-plugin-pwa) starts the app from its cache, the round resumes with the sums still to do, the
 * answers wait in the queue, and once the network is back the server holds every answer exactly once
 * and the finished round. Against the real server, with a child the teacher adds for this test.
 */
test.use({ serviceWorkers: 'allow' });

test('a reload without network restarts the app, the round goes on, and every answer arrives once', async ({
  page,
  context,
  request,
  server,
}) => {
  test.setTimeout(120_000);
  const groupId = await groupNamed(server, 'juf.anne', 'Groep 4');
  const teacher = await staffApi(request, server, 'juf.anne');
  const student = await teacher.addStudent(groupId, 'Offline');
  const task = await teacher.assignCustomTask(groupId, {
    name: { nl: 'Plussommen tot 20', en: 'Addition to 20' },
    source: { type: 'generator', setting: { generator: 'add', params: { max: 20 } } },
    studentIds: [student.id],
    gameIds: ['bellenprikken'],
  });

  await loginAs(page, server, student.username, student.password);
  await expect(page).toHaveURL(new RegExp(`/leerling/${student.id}/landkaart$`));
  // The worker is installed (the app shell precached) and controls the page before the round starts.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const stop = page.getByRole('list', { name: 'Jouw route' }).getByRole('button').first();
  const { windowId } = await openStop(page, stop);
  await startRound(page);
  // Right answers up to the reload, so the four sums done are the round's first four.
  const given: Given[] = [];
  const rightOnly = () => false;
  await answerOne(page, given, rightOnly);
  await answerOne(page, given, rightOnly);
  await expect.poll(async () => (await storedAnswers(server, windowId)).length).toBe(2);

  await context.setOffline(true);
  await answerOne(page, given, rightOnly);
  await answerOne(page, given, rightOnly);
  await page.reload();
  // Offline: the shell came from the worker's cache and the round resumes after the four answers.
  await page.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 30_000 });
  const total = ((await storedWindow(server, windowId))!.sumKeys as string[]).length;
  expect(await page.evaluate(() => window.__game?.progress())).toEqual({ done: 4, total });
  await startRound(page);
  await playRound(page, given, (i) => i === 4 || i === 7);
  await expect(page.getByTestId('round-saving')).toContainText('Geen internet');
  expect(await storedAnswers(server, windowId)).toHaveLength(2);

  await context.setOffline(false);
  // The child left the end card offline: once the round is saved and finished, the map.
  await expect(page).toHaveURL(new RegExp(`/leerling/${student.id}/landkaart$`), { timeout: 30_000 });
  await expectStoredExactly(server, windowId, student.id, given);
  expect((await storedWindow(server, windowId))?.completedAt).toBeInstanceOf(Date);
  await teacher.removeCustomTask(groupId, task.id);
});
