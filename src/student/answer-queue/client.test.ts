import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_INTERVAL_MS, ONLINE_CHECK_MS, onlineAtom, startAnswerQueue } from './client';
import type { AnswerQueue } from './queue';

/** A window and navigator as a tablet has them, with an online flag the test flips. */
function fakeDevice() {
  const target = new EventTarget();
  const navigator = { onLine: true };
  vi.stubGlobal('navigator', navigator);
  vi.stubGlobal('window', {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setInterval,
    clearInterval,
  });
  return { navigator, fire: (type: 'online' | 'offline') => target.dispatchEvent(new Event(type)) };
}

function fakeQueue() {
  return {
    subscribe: vi.fn(() => () => undefined),
    flush: vi.fn(() => Promise.resolve()),
    retryNow: vi.fn(() => Promise.resolve()),
  };
}

describe('startAnswerQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends at once when the online event arrives', () => {
    const device = fakeDevice();
    const queue = fakeQueue();
    const store = createStore();
    const stop = startAnswerQueue(store, queue as unknown as AnswerQueue);
    device.navigator.onLine = false;
    device.fire('offline');
    expect(store.get(onlineAtom)).toBe(false);
    device.navigator.onLine = true;
    device.fire('online');
    expect(queue.retryNow).toHaveBeenCalledTimes(1);
    expect(store.get(onlineAtom)).toBe(true);
    stop();
  });

  it('notices the device is back online when the event never comes, within a check', () => {
    const device = fakeDevice();
    const queue = fakeQueue();
    const store = createStore();
    const stop = startAnswerQueue(store, queue as unknown as AnswerQueue);
    device.navigator.onLine = false;
    vi.advanceTimersByTime(ONLINE_CHECK_MS);
    expect(store.get(onlineAtom)).toBe(false);
    expect(queue.retryNow).not.toHaveBeenCalled();
    device.navigator.onLine = true; // no 'online' event
    vi.advanceTimersByTime(ONLINE_CHECK_MS);
    expect(queue.retryNow).toHaveBeenCalledTimes(1);
    expect(store.get(onlineAtom)).toBe(true);
    // Staying online does not send again on every check; the periodic flush still runs.
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(queue.retryNow).toHaveBeenCalledTimes(1);
    expect(queue.flush).toHaveBeenCalledTimes(2); // on start and once per interval
    stop();
    device.navigator.onLine = false;
    vi.advanceTimersByTime(ONLINE_CHECK_MS * 3);
    expect(store.get(onlineAtom)).toBe(true); // stopped: no more checks
  });
});
