import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { NumberBuffer } from '../../../src/games/kit/numberBuffer';
import type { GameTarget } from '../../../src/games/runtime/contract';
import type { AnswerValue, Sum } from '../../../src/domain/sums/types';

/**
 * A child tapping a game where its targets are drawn: `page.mouse` on a laptop, the touchscreen on a
 * phone, at the spot `window.__game.targets()` says a target is. The test hook only reads (and holds
 * the world still for a tap); it never presses.
 */

export type Input = 'mouse' | 'touch';
export type Spot = 'centre' | 'top' | 'right' | 'bottom' | 'left';
export interface Point {
  x: number;
  y: number;
}

export const SPOTS: readonly Spot[] = ['centre', 'top', 'right', 'bottom', 'left'];
/** How far inside an edge a tap "near the edge" lands, as a share of the target's size. */
const INSET = 0.14;
/** How far beyond an edge a tap "just outside" lands, in CSS pixels. */
const OUTSIDE = 4;

export const LAPTOP = { width: 1366, height: 768 };
const HUD = new Set(['sound', 'read aloud']);
/** The kit's and games' targets that are not a game's confirm button (see the scenes' describeTarget). */
const KIT_PARTS = /^(slot|part|remove|rows|columns|grid|road|line|water)\b/;

const centreOf = (t: GameTarget): Point => ({ x: t.x + t.width / 2, y: t.y + t.height / 2 });

function spotIn(t: GameTarget, spot: Spot): Point {
  const c = centreOf(t);
  switch (spot) {
    case 'centre':
      return c;
    case 'top':
      return { x: c.x, y: t.y + t.height * INSET };
    case 'bottom':
      return { x: c.x, y: t.y + t.height * (1 - INSET) };
    case 'left':
      return { x: t.x + t.width * INSET, y: c.y };
    case 'right':
      return { x: t.x + t.width * (1 - INSET), y: c.y };
  }
}

function outsideOf(t: GameTarget, side: Exclude<Spot, 'centre'>, by: number): Point {
  const c = centreOf(t);
  switch (side) {
    case 'top':
      return { x: c.x, y: t.y - by };
    case 'bottom':
      return { x: c.x, y: t.y + t.height + by };
    case 'left':
      return { x: t.x - by, y: c.y };
    case 'right':
      return { x: t.x + t.width + by, y: c.y };
  }
}

const contains = (t: GameTarget, p: Point): boolean =>
  p.x >= t.x && p.x <= t.x + t.width && p.y >= t.y && p.y <= t.y + t.height;

export const sameValue = (a: AnswerValue | undefined, b: AnswerValue): boolean =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

export class Child {
  /** Taps made so far; the next tap's spot on its target goes round SPOTS. */
  taps = 0;
  outsideChecks = 0;
  /** Targets (by role and label) already tapped just outside once. */
  private readonly checkedOutside = new Set<string>();

  constructor(
    readonly page: Page,
    readonly input: Input,
  ) {}

  targets(): Promise<GameTarget[]> {
    return this.page.evaluate(() => window.__game?.targets() ?? []);
  }

  answered(): Promise<number> {
    return this.page.evaluate(() => window.__game?.answers.length ?? 0);
  }

  state(): Promise<string> {
    return this.page.evaluate(() => window.__game?.state ?? 'none');
  }

  /** A few frames, so the game has handled a tap that did nothing visible. */
  async settle(): Promise<void> {
    await this.page.evaluate(
      () =>
        new Promise<void>((done) => {
          let n = 4;
          const tick = (): void => void (--n > 0 ? requestAnimationFrame(tick) : done());
          requestAnimationFrame(tick);
        }),
    );
  }

  async tapAt(p: Point): Promise<void> {
    if (process.env.TAP_DEBUG)
      console.log(
        'tap',
        Math.round(p.x),
        Math.round(p.y),
        JSON.stringify((await this.targets()).filter((t) => contains(t, p)).map((t) => t.label)),
      );
    if (this.input === 'touch') await this.page.touchscreen.tap(p.x, p.y);
    else await this.page.mouse.click(p.x, p.y);
  }

  /**
   * The target that `pick` chooses, once it is there and no longer flies or grows in (targets slide in; a
   * drifting bubble or a fluttering bug never stands still, and is taken after a short wait).
   */
  async find(what: string, pick: (ts: GameTarget[]) => GameTarget | undefined): Promise<GameTarget> {
    let found: GameTarget | undefined;
    const since = Date.now();
    await expect
      .poll(
        async () => {
          const first = pick(await this.targets());
          await this.settle();
          const second = pick(await this.targets());
          if (!first || !second) return false;
          // A target growing in (its scale tween) changes size where it stands: that counts as motion.
          const motion =
            Math.hypot(second.x - first.x, second.y - first.y) +
            Math.abs(second.width - first.width) +
            Math.abs(second.height - first.height);
          // Held still for the tap, a target that keeps moving is taken after a while all the same.
          if (motion < 3 || Date.now() - since > 600) found = second;
          return found !== undefined;
        },
        { message: `no target: ${what}`, intervals: [50] },
      )
      .toBe(true);
    return found as GameTarget;
  }

  /**
   * Taps the target near the next spot; first, the first time it taps this target, taps just outside it
   * (on that side or another free of other targets) and checks that nothing was answered or started.
   * The world is held still for the taps (a drifting bubble or a flying fruit stays where `targets()`
   * saw it; a slow machine would otherwise tap where it was): the taps themselves are the child's.
   */
  async tap(what: string, pick: (ts: GameTarget[]) => GameTarget | undefined): Promise<void> {
    const spot = SPOTS[this.taps % SPOTS.length] as Spot;
    this.taps++;
    await this.find(what, pick);
    await this.hold(true);
    try {
      const all = await this.targets();
      const target = pick(all);
      if (!target) throw new Error(`${what} went away as the world was held`);
      const sides = (['top', 'right', 'bottom', 'left'] as const).slice();
      if (spot !== 'centre') sides.unshift(spot);
      const viewport = this.page.viewportSize() ?? LAPTOP;
      const free = sides
        .map((side) => outsideOf(target, side, OUTSIDE))
        .find(
          (p) =>
            p.x > 0 &&
            p.y > 0 &&
            p.x < viewport.width &&
            p.y < viewport.height &&
            !all.some((t) => contains(t, p)),
        );
      const name = `${target.role}:${target.label}`;
      if (free && !this.checkedOutside.has(name)) {
        this.checkedOutside.add(name);
        const [before, state] = [await this.answered(), await this.state()];
        await this.tapAt(free);
        await this.settle();
        expect(await this.answered(), `a tap just outside ${what} answered`).toBe(before);
        expect(await this.state(), `a tap just outside ${what} changed the game`).toBe(state);
        expect(pick(await this.targets()), `a tap just outside ${what} took it`).toBeDefined();
        this.outsideChecks++;
      }
      await this.tapAt(spotIn(target, spot));
    } finally {
      await this.hold(false);
    }
  }

  private hold(still: boolean): Promise<void> {
    return this.page.evaluate((s) => window.__game?.hold(s), still);
  }
}

export const byLabel = (label: string) => (ts: GameTarget[]) => ts.find((t) => t.label === label);
export const answerTarget = (value: AnswerValue) => (ts: GameTarget[]) =>
  ts.find((t) => t.role === 'answer' && sameValue(t.value, value));
/** The one button that confirms (vishaak's "Vang!", waslijn's check, buurtsuper's pay). */
export const confirmButton = (ts: GameTarget[]) =>
  ts.find((t) => t.role === 'button' && t.label !== '' && !HUD.has(t.label) && !KIT_PARTS.test(t.label));

async function typeOnPad(child: Child, keys: readonly string[]): Promise<void> {
  for (const key of keys)
    await child.tap(`key ${key}`, (ts) => ts.find((t) => t.role === 'key' && t.label === key));
  await child.tap('the OK key', (ts) => ts.find((t) => t.role === 'key' && !/^[0-9,⌫]$/.test(t.label)));
}

const padKeys = (sum: Sum, value: number): string[] =>
  new NumberBuffer({ money: sum.features.operation === 'money' }).keysFor(value);

/** Answers the sum on screen right, by taps only, as the game's controls take it. */
export async function answerByTaps(child: Child, sum: Sum): Promise<void> {
  const answer = sum.answer;
  let targets: GameTarget[] = [];
  // The sum's own targets (the last sum's may still be leaving).
  const ready = (t: GameTarget): boolean =>
    t.role === 'key' ||
    (t.role === 'answer' &&
      (sameValue(t.value, answer) ||
        (answer.kind === 'order' && sameValue(t.value, { kind: 'number', value: answer.values[0] ?? NaN })) ||
        (answer.kind === 'money' && t.value?.kind === 'money')));
  await expect.poll(async () => (targets = await child.targets()).some(ready)).toBe(true);
  if (answer.kind === 'order') {
    const used = new Set<string>();
    for (const [i, v] of answer.values.entries()) {
      const card = (ts: GameTarget[]) =>
        ts.find(
          (t) => t.role === 'answer' && sameValue(t.value, { kind: 'number', value: v }) && !used.has(key(t)),
        );
      const picked = await child.find(`card ${v}`, card);
      await child.tap(`card ${v}`, card);
      await child.tap(`slot ${i + 1}`, byLabel(`slot ${i + 1}`));
      used.add(key({ ...picked, ...(await placedCard(child, v)) }));
    }
    await child.tap('the check button', confirmButton);
    return;
  }
  if (answer.kind === 'split') {
    for (const i of [0, 1] as const) {
      if (!targets.some((t) => t.label === `part ${i + 1}`)) continue;
      await child.tap(`part ${i + 1}`, byLabel(`part ${i + 1}`));
      for (const k of padKeys(sum, answer.parts[i]))
        await child.tap(`key ${k}`, (ts) => ts.find((t) => t.role === 'key' && t.label === k));
    }
    await child.tap('the OK key', (ts) => ts.find((t) => t.role === 'key' && !/^[0-9,⌫]$/.test(t.label)));
    return;
  }
  if (answer.kind === 'money') {
    const coins = targets
      .filter((t) => t.role === 'answer' && t.value?.kind === 'money')
      .map((t) => (t.value?.kind === 'money' ? (t.value.pieces[0] ?? 0) : 0))
      .sort((a, b) => b - a);
    let left = answer.pieces.reduce((a, b) => a + b, 0);
    for (const coin of coins)
      while (left >= coin) {
        await child.tap(`coin ${coin}`, answerTarget({ kind: 'money', pieces: [coin] }));
        left -= coin;
      }
    expect(left).toBe(0);
    await child.tap('the pay button', confirmButton);
    return;
  }
  if (targets.some((t) => t.role === 'answer' && sameValue(t.value, answer))) {
    const before = await child.answered();
    await child.tap('the right answer', answerTarget(answer));
    await child.settle();
    if ((await child.answered()) > before || (await child.state()) !== 'question') return;
    // A card lifted (waslijn) goes on its slot; a depth chosen (vishaak) is caught with the button.
    const after = await child.targets();
    const label = answer.kind === 'number' ? String(answer.value) : '';
    const slot =
      after.find((t) => t.role === 'button' && t.label === label) ?? after.find((t) => t.label === 'slot 1');
    if (slot) await child.tap(`slot ${slot.label}`, byLabel(slot.label));
    else if (confirmButton(after)) await child.tap('the confirm button', confirmButton);
    // Else the answer is on its way (a blade still slicing): the caller waits for it.
    return;
  }
  if (answer.kind === 'number' && targets.some((t) => t.role === 'key')) {
    await typeOnPad(child, padKeys(sum, answer.value));
    return;
  }
  throw new Error(
    `no way to tap the answer of ${sum.id} (${JSON.stringify(answer)}) among ${JSON.stringify(targets.map((t) => [t.role, t.label]))}`,
  );
}

/** Cards of the same number are told apart by where they lie. */
const key = (t: GameTarget): string => `${t.label}@${Math.round(t.x)},${Math.round(t.y)}`;
async function placedCard(child: Child, v: number): Promise<Partial<GameTarget>> {
  const placed = (await child.targets()).find((t) => t.role === 'answer' && t.label === String(v));
  return placed ? { x: placed.x, y: placed.y } : {};
}

/** Taps the game's start button and answers every sum right by taps, up to the end card; returns the sums. */
export async function playRoundByTaps(child: Child): Promise<Sum[]> {
  const { page } = child;
  await child.tap('the start button', (ts) => ts.find((t) => t.role === 'start'));
  const sums: Sum[] = [];
  for (;;) {
    await page.waitForFunction(() => ['question', 'ended'].includes(window.__game?.state ?? ''), null, {
      timeout: 20_000,
    });
    if ((await child.state()) === 'ended') return sums;
    const sum = (await page.evaluate(() => window.__game?.currentSum())) as Sum;
    const before = await child.answered();
    await answerByTaps(child, sum);
    await page.waitForFunction((b) => (window.__game?.answers.length ?? 0) > b, before);
    sums.push(sum);
    await page.waitForFunction(() => window.__game?.state !== 'feedback');
  }
}
