import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from './helpers/test-app';

/**
 * Two nodes of the API behind one load balancer share what they count: the per-address sign-in limit
 * is counted in Redis (the machine's, or TEST_REDIS_URL), so a guesser gains nothing by being sent to
 * the other node. Skipped, and said so, when no Redis answers.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 0, lazyConnect: true });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await redisAnswers();
if (!available) console.warn(`multi-node test skipped: no Redis at ${REDIS_URL}`);

describe.runIf(available)('two nodes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const config = { redisUrl: REDIS_URL, loginRateLimitPerMinute: 3 };
    [a, b] = [await createTestApp(config), await createTestApp(config)];
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('count one address’s sign-ins together', async () => {
    // An address of its own per run, so earlier runs' counts in the shared Redis do not matter.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const attempt = (node: TestApp) =>
      new TestClient(node.app).post('/api/auth', { username: 'niemand', password: 'x' }, { remoteAddress });
    const statuses = [];
    for (const node of [a, b, a, b]) statuses.push((await attempt(node)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
