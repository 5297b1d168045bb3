import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Serious and critical axe violations, with enough detail to find and fix them. Fluent UI's focus-trap
 * sentinels are left out: when a focused button is replaced, tabster (Fluent's focus manager) puts
 * `<i data-tabster-dummy aria-hidden tabindex=0>` at the edges of <body> to hand the focus on, and axe's
 * aria-hidden-focus flags them. They hold no content and are not ours to change.
 */
export async function seriousViolations(page: Page) {
  // A dialog fading in has its text at part of its contrast: axe checks the screen as it stays.
  await animationsSettled(page);
  // A modal that just closed hands the page back (Fluent lifts aria-hidden from #app) a moment later.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelector('[role="dialog"], [role="alertdialog"]') !== null ||
          document.querySelector('#app[aria-hidden="true"]') === null,
      ),
    )
    .toBe(true);
  const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/**
 * Waits until no animation that ends is still running (a dialog fading in, a drawer sliding in), so a
 * check or a screenshot sees the screen as it stays; endless decorations (the map's bouncing marker)
 * are left running.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/** Phone, school laptop and interactive whiteboard. */
export const SCREEN_SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'whiteboard', width: 1920, height: 1080 },
] as const;

/**
 * Saves full-page screenshots of the current screen at every size under test-results/screens, for a
 * person to look at (they are not compared), and leaves the page at laptop size.
 */
export async function screenshotAtSizes(page: Page, name: string): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // A resize swaps the menu drawer (inline on a laptop, overlay on a phone), which slides in.
    await animationsSettled(page);
    await expectNoSidewaysScroll(page, `${name} at ${size.name} size`);
    if (size.name === 'whiteboard') await expectStaffTextReadableOnBoard(page, name);
    await expectBadgesFit(page, `${name} at ${size.name} size`);
    await page.screenshot({
      path: `test-results/screens/${name}-${size.name}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

/**
 * A screen must fit its width: a page that scrolls sideways on a phone hides part of itself. Polled, since
 * after a resize the menu drawer takes a moment to swap (inline on a laptop, overlay on a phone).
 */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= width) return null;
          const wide = [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((el) => el.getBoundingClientRect().right > width + 1)
            .slice(0, 5)
            .map(
              (el) =>
                `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(el.getBoundingClientRect().right)}`,
            );
          return { width, scrollWidth: document.documentElement.scrollWidth, wide };
        }),
      { message: `${where} scrolls sideways`, timeout: 5_000 },
    )
    .toBeNull();
}

/** The staff screens (Fluent, in the admin frame) are read from the back of a class: no text under 18 px. */
async function expectStaffTextReadableOnBoard(page: Page, name: string): Promise<void> {
  // Polled: the whiteboard's type ramp comes with the re-render that follows the resize.
  const small = () =>
    page.evaluate(() => {
      const main = document.querySelector('.fui-FluentProvider main#main');
      if (!main) return [];
      const found: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const el = node.parentElement;
        if (!text || !el || el.closest('svg, .visually-hidden, [aria-hidden="true"]')) continue;
        if (!el.getClientRects().length) continue;
        const size = Number.parseFloat(getComputedStyle(el).fontSize);
        if (size < 18) found.push(`"${text.slice(0, 30)}" ${size}px`);
      }
      return found.slice(0, 5);
    });
  await expect.poll(small, { message: `${name} on a whiteboard has text under 18 px` }).toEqual([]);
}

/** A badge keeps its words inside its box at every size (a long status wraps, never spills). */
async function expectBadgesFit(page: Page, name: string): Promise<void> {
  const spilling = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.fui-Badge')]
        .filter((badge) => badge.getClientRects().length)
        .filter(
          (badge) => badge.scrollWidth > badge.clientWidth + 1 || badge.scrollHeight > badge.clientHeight + 1,
        )
        .map((badge) => `"${badge.textContent?.trim().slice(0, 30)}"`)
        .slice(0, 5),
    );
  await expect.poll(spilling, { message: `${name} has badges spilling out of their box` }).toEqual([]);
}
