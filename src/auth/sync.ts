import { decodeJwt } from 'jose';
import { appStore, type AppStore } from '../shell/lib/store';
import { applyRefreshedTokens } from './session';
import { getRefreshToken, readUsingSSO } from './storage';

/**
 * Coordination between tabs of one browser. Only one tab may spend a refresh token (the provider
 * rotates them and treats reuse as theft), and SSO tokens live in each tab's own sessionStorage, so:
 * - refreshes run under a Web Lock shared by all tabs (an in-tab queue where Web Locks are missing);
 * - a tab that spent a refresh token holds a second lock named after it for a while, which other tabs
 *   can see in `navigator.locks.query()` in the same order as the refresh lock itself;
 * - new tokens and logouts are announced on a BroadcastChannel.
 */

export type AuthMessage =
  { type: 'tokens'; spent: string; accessToken: string; refreshToken: string } | { type: 'logout' };

export const REFRESH_LOCK = 'rekenblobs-auth-refresh';
const SPENT_LOCK_PREFIX = 'rekenblobs-auth-spent:';
const CHANNEL_NAME = 'rekenblobs-auth';
/** How long a spent refresh token stays visible to other tabs. */
const SPENT_HOLD_MS = 60_000;

function lockManager(): LockManager | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const locks = navigator.locks as LockManager | undefined;
  return typeof locks?.request === 'function' ? locks : undefined;
}

let localQueue: Promise<unknown> = Promise.resolve();

/** Runs fn while holding the refresh lock, across tabs where the browser supports Web Locks. */
export function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const manager = lockManager();
  if (manager) return manager.request(REFRESH_LOCK, () => fn()) as Promise<T>;
  const run = localQueue.then(fn, fn);
  localQueue = run.catch(() => undefined);
  return run;
}

/** Marks a refresh token as spent for other tabs; resolves once the mark is in place. */
export function markSpent(tokenId: string): Promise<void> {
  const manager = lockManager();
  if (!manager) return Promise.resolve();
  return new Promise<void>((granted) => {
    void manager.request(SPENT_LOCK_PREFIX + tokenId, { ifAvailable: true }, async (lock) => {
      granted();
      if (lock) await new Promise((resolve) => setTimeout(resolve, SPENT_HOLD_MS));
    });
  });
}

/** Whether some tab has spent this refresh token recently. */
export async function isSpent(tokenId: string): Promise<boolean> {
  const manager = lockManager();
  if (!manager) return false;
  const { held = [] } = await manager.query();
  return held.some((lock) => lock.name === SPENT_LOCK_PREFIX + tokenId);
}

let channel: BroadcastChannel | null = null;

export function openChannel(onMessage: (message: AuthMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const own = new BroadcastChannel(CHANNEL_NAME);
  own.onmessage = (event: MessageEvent<AuthMessage>) => onMessage(event.data);
  channel = own;
  return () => {
    own.close();
    if (channel === own) channel = null;
  };
}

export function announce(message: AuthMessage): void {
  channel?.postMessage(message);
}

const adoptionWaiters = new Map<string, Set<() => void>>();

/** Resolves true when tokens replacing the spent refresh token arrive from another tab, else false. */
export function waitForAdoption(
  spent: string,
  timeoutMs: number,
): { promise: Promise<boolean>; cancel(): void } {
  let cancel = () => {};
  const promise = new Promise<boolean>((resolve) => {
    const waiters = adoptionWaiters.get(spent) ?? new Set();
    adoptionWaiters.set(spent, waiters);
    const finish = (adopted: boolean) => {
      clearTimeout(timer);
      waiters.delete(onAdopted);
      if (waiters.size === 0) adoptionWaiters.delete(spent);
      resolve(adopted);
    };
    const onAdopted = () => finish(true);
    const timer = setTimeout(() => finish(false), timeoutMs);
    waiters.add(onAdopted);
    cancel = () => finish(false);
  });
  return { promise, cancel };
}

export function notifyAdopted(spent: string): void {
  for (const waiter of [...(adoptionWaiters.get(spent) ?? [])]) waiter();
}

/** A stable, non-secret name of a refresh token: its jti, else the tail of its signature. */
export function refreshTokenId(token: string): string {
  try {
    const { jti } = decodeJwt(token);
    if (typeof jti === 'string' && jti) return jti;
  } catch {
    // not a JWT: fall through
  }
  return token.slice(-32);
}

/** Another tab refreshed: take its tokens if they replace the refresh token this tab holds. */
export function adoptAnnouncedTokens(
  message: Extract<AuthMessage, { type: 'tokens' }>,
  store: AppStore = appStore,
): boolean {
  if (!readUsingSSO()) return false;
  const current = getRefreshToken();
  if (!current || refreshTokenId(current) !== message.spent) return false;
  applyRefreshedTokens(message.accessToken, message.refreshToken, store);
  notifyAdopted(message.spent);
  return true;
}
