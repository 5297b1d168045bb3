import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOfflineReads } from './forget';
import { STUDENT_API_CACHE } from './paths';

/**
 * Cache Storage with named caches, enough for `caches.delete` and `caches.keys`. Calls are recorded by
 * hand: a vi.fn would attach its own handlers to the promise, hiding an unhandled rejection.
 */
function fakeCaches(names: string[], deleteFails = false) {
  const stored = new Set(names);
  const deleted: string[] = [];
  return {
    stored,
    deleted,
    delete: async (name: string) => {
      deleted.push(name);
      if (deleteFails) throw new Error('storage unavailable');
      return stored.delete(name);
    },
    keys: async () => [...stored],
  };
}

describe('forgetOfflineReads (signing out on a shared tablet)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("deletes the student's cached reads and keeps the app shell's caches", async () => {
    const caches = fakeCaches([STUDENT_API_CACHE, 'workbox-precache-v2-https://school.example/']);
    vi.stubGlobal('caches', caches);
    forgetOfflineReads();
    await vi.waitFor(() => expect(caches.stored.has(STUDENT_API_CACHE)).toBe(false));
    expect(caches.deleted).toEqual([STUDENT_API_CACHE]);
    expect(await caches.keys()).toEqual(['workbox-precache-v2-https://school.example/']);
  });

  it('does nothing where the browser has no Cache Storage (an insecure origin, an old browser)', () => {
    vi.stubGlobal('caches', undefined);
    expect(() => forgetOfflineReads()).not.toThrow();
  });

  it('a failing delete neither throws nor leaves an unhandled rejection', async () => {
    const caches = fakeCaches([STUDENT_API_CACHE], true);
    vi.stubGlobal('caches', caches);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => forgetOfflineReads()).not.toThrow();
      expect(caches.deleted).toEqual([STUDENT_API_CACHE]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
