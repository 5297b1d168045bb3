import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { asc, eq } from 'drizzle-orm';
import { answers as answersTable, sumWindows } from '../../../server/db/schema';
import type { AnswerValue, Sum } from '../../../src/domain/sums/types';
import type { E2EServer } from '../fixtures';

/**
 * Playing a practice round of the student area (l-spel) through `window.__game`, and reading back
 * what the real server stored for it.
 */

/** A wrong answer of the right shape for the sum, given the way the game takes answers. */
export function wrongAnswer(sum: Sum, choices: AnswerValue[]): AnswerValue {
  const right = JSON.stringify(sum.answer);
  const choice = choices.find((c) => JSON.stringify(c) !== right);
  if (choice) return choice;
  const a = sum.answer;
  switch (a.kind) {
    case 'number': {
      const step = sum.features.operation === 'money' ? 10 : (sum.display.numberLine?.tick ?? 1);
      return { kind: 'number', value: a.value + step };
    }
    case 'split':
      return { kind: 'split', parts: [a.parts[0], a.parts[1] + 1] };
    case 'order':
      return { kind: 'order', values: [...a.values].reverse() };
    case 'money':
      return { kind: 'money', pieces: [...a.pieces, 10] };
    case 'comparison':
      return { kind: 'comparison', value: a.value === '<' ? '>' : '<' };
  }
}

/** An answer the test gave, as the game reported it. */
export type Given = { clientAnswerId: string; sumId: string; correct: boolean };

/**
 * Taps a task's stop on the map and waits for the game route (l-spel) of the round it opens;
 * returns the sum window's id and the game that the address names.
 */
export async function openStop(page: Page, stop: Locator): Promise<{ windowId: string; game: string }> {
  await expect(stop).toBeEnabled();
  await stop.click();
  await expect(page).toHaveURL(/\/somvenster\/[0-9a-f-]+\/spel\/[a-z]+$/, { timeout: 20_000 });
  const [, windowId, game] = /somvenster\/([0-9a-f-]+)\/spel\/([a-z]+)$/.exec(page.url())!;
  return { windowId: windowId!, game: game! };
}

/** Waits for the game's intro card and presses start. */
export async function startRound(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 30_000 });
  expect(await page.evaluate(() => window.__game?.start())).toBe(true);
}

/** Which answers (by their index in the round) to give wrong. */
export type WrongAt = (index: number) => boolean;

/** Every third answer wrong, the first too. */
export const EVERY_THIRD: WrongAt = (index) => index % 3 === 0;

/** Answers the sum on screen; false once the round has ended. */
export async function answerOne(page: Page, given: Given[], wrongAt = EVERY_THIRD): Promise<boolean> {
  await page.waitForFunction(() => ['question', 'ended'].includes(window.__game?.state ?? ''), null, {
    timeout: 20_000,
  });
  const { state, sum, choices, before } = await page.evaluate(() => ({
    state: window.__game?.state,
    sum: window.__game?.currentSum() as Sum,
    choices: window.__game?.choices() ?? [],
    before: window.__game?.answers.length ?? 0,
  }));
  if (state === 'ended') return false;
  const wrong = wrongAt(given.length);
  expect(
    await page.evaluate((v) => window.__game?.answer(v), wrong ? wrongAnswer(sum, choices) : sum.answer),
  ).toBe(true);
  await page.waitForFunction((n) => (window.__game?.answers.length ?? 0) > n, before);
  const last = await page.evaluate(() => window.__game!.answers.at(-1)!);
  expect(last.sumId).toBe(sum.id);
  expect(last.correct).toBe(!wrong);
  given.push({ clientAnswerId: last.clientAnswerId, sumId: last.sumId, correct: last.correct });
  return true;
}

/** Answers until the round ends, then presses "done" on the game's end card. */
export async function playRound(page: Page, given: Given[] = [], wrongAt = EVERY_THIRD): Promise<Given[]> {
  await playToEndCard(page, given, wrongAt);
  expect(await page.evaluate(() => window.__game?.finish('done'))).toBe(true);
  return given;
}

/** Plays the round to the game's end card (the round's one end screen) and stays there. */
export async function playToEndCard(
  page: Page,
  given: Given[] = [],
  wrongAt = EVERY_THIRD,
): Promise<Given[]> {
  while (await answerOne(page, given, wrongAt));
  return given;
}

/**
 * Under the end card the page adds what the server says once the round is finished (the coins, its
 * verdict), never a second score or title; then "Klaar" goes to the map.
 */
export async function expectFinishedUnderTheCard(page: Page, timeout = 20_000): Promise<void> {
  const note = page.getByTestId('game-end-note');
  await expect(note.getByTestId('round-coins').or(note.getByTestId('round-verdict')).first()).toBeVisible({
    timeout,
  });
  await expect(note).not.toContainText(/Alles goed|Ronde klaar|Goed doorgezet/);
}

/** The answers the server holds for a sum window, in the order they were given. */
export async function storedAnswers(server: E2EServer, windowId: string) {
  return server.database.db
    .select({
      id: answersTable.clientAnswerId,
      sumId: answersTable.sumKey,
      correct: answersTable.correct,
      studentId: answersTable.studentId,
      practiceTaskId: answersTable.practiceTaskId,
    })
    .from(answersTable)
    .where(eq(answersTable.windowId, windowId))
    .orderBy(asc(answersTable.answeredAt));
}

/** The sum window as the server stored it: its game, task and whether the round was finished. */
export async function storedWindow(server: E2EServer, windowId: string) {
  const [row] = await server.database.db
    .select({
      studentId: sumWindows.studentId,
      gameId: sumWindows.gameId,
      practiceTaskId: sumWindows.practiceTaskId,
      sumKeys: sumWindows.sumKeys,
      reserveKeys: sumWindows.reserveKeys,
      completedAt: sumWindows.completedAt,
    })
    .from(sumWindows)
    .where(eq(sumWindows.id, windowId));
  return row;
}

/** The server holds exactly the given answers of the window: ids, sums, correctness, student. */
export async function expectStoredExactly(
  server: E2EServer,
  windowId: string,
  studentId: string,
  given: readonly Given[],
): Promise<void> {
  const rows = await storedAnswers(server, windowId);
  expect(rows).toHaveLength(given.length);
  expect(rows.map((r) => r.id).sort()).toEqual(given.map((g) => g.clientAnswerId).sort());
  for (const row of rows) {
    const mine = given.find((g) => g.clientAnswerId === row.id);
    expect(row.studentId).toBe(studentId);
    expect(row.sumId).toBe(mine?.sumId);
    expect(row.correct).toBe(mine?.correct);
  }
}
