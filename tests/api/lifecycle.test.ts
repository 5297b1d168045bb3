import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drainAndClose } from '../../server/lifecycle';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let release: () => void = () => undefined;
let slowStarted: () => void = () => undefined;
const slowRunning = new Promise<void>((resolve) => (slowStarted = resolve));
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // A request still being answered when the node is told to stop.
    app.get('/api/test/slow', async () => {
      slowStarted();
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
  });
});
afterAll(() => t.close());

describe('a node that is told to stop', () => {
  it('says so on its readiness check, finishes the requests it has, then stops listening', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);

    const slow = fetch(`${base}/api/test/slow`);
    await slowRunning;
    let closed = false;
    const stopping = drainAndClose(t.app, 300, async () => {
      closed = true;
    });

    // During the grace period: not ready for new work, still alive and still answering.
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // After the grace period the node stops listening but waits for the request in flight, which
    // is answered in full; only then does the rest close.
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false), { timeout: 5000 });
    expect(closed).toBe(false);
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await stopping;
    expect(closed).toBe(true);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
