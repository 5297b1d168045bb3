import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  AnswerBatchItem,
  AnswerBatchResponse,
  FluencyTestAnswerBody,
} from '../../domain/contracts/practice';
import {
  AnswerQueue,
  backoffDelay,
  DELIVERED_KEEP_MS,
  isRetryable,
  retryDelay,
  type AnswerQueueOptions,
  type SendBatch,
  type SendTestAnswer,
} from './queue';

const WINDOW = '9b0f8e0a-6f3e-4c55-8d4a-2c4d9f1e0a01';
const OTHER_WINDOW = '9b0f8e0a-6f3e-4c55-8d4a-2c4d9f1e0a02';
let counter = 0;

function item(somvensterId = WINDOW): AnswerBatchItem {
  counter += 1;
  return {
    clientAnswerId: `00000000-0000-4000-8000-${counter.toString().padStart(12, '0')}`,
    somvensterId,
    sumId: `add:${counter}+1`,
    answer: { kind: 'number', value: counter + 1 },
    responseTimeMs: 1200,
    answeredAt: '2026-11-22T08:00:00.000Z',
    position: 0,
    kind: 'planned',
  };
}

const accept: SendBatch = (_id, answers) =>
  Promise.resolve({ accepted: answers.map((a) => a.clientAnswerId), duplicates: [] });

const networkError = () => Object.assign(new Error('Network Error'), { response: undefined });
const httpError = (status: number) => Object.assign(new Error(`status ${status}`), { response: { status } });

/** Retries are collected instead of run, so a test decides when "later" is. */
function harness(send: SendBatch, extra: Partial<AnswerQueueOptions> = {}) {
  const retries: { fn: () => void; ms: number }[] = [];
  const logs: string[] = [];
  const dbName = `test-queue-${Math.random().toString(36).slice(2)}`;
  const make = (s: SendBatch = send) =>
    new AnswerQueue({
      send: s,
      dbName,
      random: () => 0.5,
      schedule: (fn, ms) => {
        const entry = { fn, ms };
        retries.push(entry);
        return () => retries.splice(retries.indexOf(entry), 1);
      },
      log: (message) => logs.push(message),
      ...extra,
    });
  return { queue: make(), make, retries, logs };
}

const open: AnswerQueue[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((q) => q.close()));
});
function track<T extends AnswerQueue>(q: T): T {
  open.push(q);
  return q;
}

describe('answer queue', () => {
  it('writes the answer to IndexedDB before it sends anything', async () => {
    const seenPending: number[] = [];
    const h = harness(async (id, answers) => {
      seenPending.push((await h.queue.pendingAll()).length);
      return accept(id, answers);
    });
    const queue = track(h.queue);
    await queue.enqueue('student-1', item());
    await queue.flush();
    expect(seenPending[0]).toBe(1);
    expect(await queue.pendingAll()).toHaveLength(0);
  });

  it('keeps an answer stored when sending never succeeds, and survives a new queue (reload)', async () => {
    const h = harness(() => Promise.reject(networkError()));
    const first = track(h.queue);
    const a = item();
    await first.enqueue('student-1', a);
    await first.flush();
    await first.close();
    // A reload: a new queue on the same database finds the answer and sends it.
    const sent: AnswerBatchItem[][] = [];
    const second = track(
      h.make((id, answers) => {
        sent.push(answers);
        return accept(id, answers);
      }),
    );
    expect((await second.pendingAll()).map((p) => p.clientAnswerId)).toEqual([a.clientAnswerId]);
    await second.flush();
    expect(sent).toEqual([[a]]);
    expect(await second.pendingAll()).toHaveLength(0);
  });

  it('sends in batches of at most batchSize, oldest first, per student', async () => {
    const sent: { id: string; ids: string[] }[] = [];
    const h = harness(
      (id, answers) => {
        sent.push({ id, ids: answers.map((a) => a.clientAnswerId) });
        return accept(id, answers);
      },
      { batchSize: 2 },
    );
    const queue = track(h.queue);
    const items = [item(), item(), item()];
    const other = item(OTHER_WINDOW);
    await Promise.all([
      queue.enqueue('student-1', items[0]!),
      queue.enqueue('student-1', items[1]!),
      queue.enqueue('student-2', other),
      queue.enqueue('student-1', items[2]!),
    ]);
    await queue.flush();
    const all = sent.flatMap((s) => s.ids);
    expect(new Set(all)).toEqual(new Set([...items, other].map((a) => a.clientAnswerId)));
    expect(sent.every((s) => s.ids.length <= 2)).toBe(true);
    for (const s of sent) {
      const owner = s.id === 'student-2' ? [other] : items;
      expect(s.ids.every((cid) => owner.some((a) => a.clientAnswerId === cid))).toBe(true);
    }
    expect(await queue.pendingAll()).toHaveLength(0);
  });

  it('retries network errors and 5xx with growing, capped, jittered delays, and then delivers', async () => {
    let calls = 0;
    const h = harness(
      (id, answers) => {
        calls += 1;
        if (calls === 1) return Promise.reject(networkError());
        if (calls <= 4) return Promise.reject(httpError(503));
        return accept(id, answers);
      },
      { baseDelayMs: 1000, maxDelayMs: 5000 },
    );
    const queue = track(h.queue);
    await queue.enqueue('student-1', item());
    await queue.flush();
    const delays: number[] = [];
    while (h.retries.length > 0) {
      const next = h.retries.shift()!;
      delays.push(next.ms);
      next.fn();
      await queue.flush();
    }
    // random() = 0.5: half the ceiling plus a quarter: 1000 -> 750, 2000 -> 1500, 4000 -> 3000, cap 5000 -> 3750.
    expect(delays).toEqual([750, 1500, 3000, 3750]);
    expect(calls).toBe(5);
    expect(await queue.pendingAll()).toHaveLength(0);
    expect(queue.current.pending).toBe(0);
  });

  it('retries network errors (no response) within networkMaxDelayMs, server errors up to maxDelayMs', async () => {
    let failWith: () => Error = networkError;
    const h = harness(() => Promise.reject(failWith()), {
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      networkMaxDelayMs: 5_000,
    });
    const queue = track(h.queue);
    await queue.enqueue('student-1', item());
    await queue.flush();
    const delays = async (n: number) => {
      const seen: number[] = [];
      for (let i = 0; i < n; i += 1) {
        const next = h.retries.shift()!;
        seen.push(next.ms);
        next.fn();
        await queue.flush();
      }
      return seen;
    };
    // The network stays away for many attempts: the wait never grows past the network cap.
    expect(await delays(8)).toEqual([750, 1500, 3000, 3750, 3750, 3750, 3750, 3750]);
    // The server answers with errors: after the retry already planned, the long backoff applies again.
    failWith = () => httpError(503);
    expect(await delays(3)).toEqual([3750, 45_000, 45_000]);
    expect(await queue.pendingAll()).toHaveLength(1);
  });

  it('removes only the answers the server confirmed (accepted or duplicate)', async () => {
    const [a, b, c] = [item(), item(), item()];
    let confirmC = false;
    const h = harness((_id, answers): Promise<AnswerBatchResponse> => {
      const ids = answers.map((x) => x.clientAnswerId);
      return Promise.resolve({
        accepted: ids.filter((cid) => cid === a.clientAnswerId || (confirmC && cid === c.clientAnswerId)),
        duplicates: ids.filter((cid) => cid === b.clientAnswerId),
      });
    });
    const queue = track(h.queue);
    await queue.enqueue('student-1', a);
    await queue.enqueue('student-1', b);
    await queue.enqueue('student-1', c);
    await queue.flush();
    expect((await queue.pendingAll()).map((p) => p.clientAnswerId)).toEqual([c.clientAnswerId]);
    confirmC = true;
    h.retries.shift()!.fn();
    await queue.flush();
    expect(await queue.pendingAll()).toHaveLength(0);
  });

  it('keeps an answer the server did not confirm and tries again later instead of looping', async () => {
    const a = item();
    const h = harness(() => Promise.resolve({ accepted: [], duplicates: [] }));
    const queue = track(h.queue);
    await queue.enqueue('student-1', a);
    await queue.flush();
    expect((await queue.pendingAll()).map((p) => p.clientAnswerId)).toEqual([a.clientAnswerId]);
    expect(h.retries).toHaveLength(1);
  });

  it('treats a resent batch that the server reports as duplicates as delivered', async () => {
    const a = item();
    let first = true;
    const h = harness((_id, answers) => {
      // The first request reached the server but its answer got lost on the way back.
      if (first) {
        first = false;
        return Promise.reject(networkError());
      }
      return Promise.resolve({ accepted: [], duplicates: answers.map((x) => x.clientAnswerId) });
    });
    const queue = track(h.queue);
    await queue.enqueue('student-1', a);
    await queue.flush();
    expect(await queue.pendingAll()).toHaveLength(1);
    h.retries.shift()!.fn();
    await queue.flush();
    expect(await queue.pendingAll()).toHaveLength(0);
  });

  it('moves a batch the server refuses for good (422) to the rejected store and does not retry it', async () => {
    const a = item();
    const h = harness(() => Promise.reject(httpError(422)));
    const queue = track(h.queue);
    await queue.enqueue('student-1', a);
    await queue.flush();
    expect(await queue.pendingAll()).toHaveLength(0);
    const rejected = await queue.rejectedAll();
    expect(rejected.map((r) => [r.clientAnswerId, r.status])).toEqual([[a.clientAnswerId, 422]]);
    expect(h.retries).toHaveLength(0);
    expect(h.logs.some((l) => l.includes('refused'))).toBe(true);
    expect(queue.current.rejected).toBe(1);
  });

  it('keeps retrying 401, 403, 408 and 429', () => {
    for (const status of [401, 403, 408, 429, 500, 502, null]) expect(isRetryable(status)).toBe(true);
    for (const status of [400, 404, 409, 422]) expect(isRetryable(status)).toBe(false);
  });

  it('caps the backoff and spreads it with jitter', () => {
    expect(backoffDelay(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffDelay(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 60_000, () => 1)).toBe(4000);
    expect(backoffDelay(30, 1000, 60_000, () => 1)).toBe(60_000);
    expect(backoffDelay(30, 1000, 60_000, () => 0)).toBe(30_000);
  });

  it('retries within seconds after a network error (1, 2, 4, then 5 s at most), a server error up to a minute', () => {
    const ceilings = (status: number | null) =>
      Array.from({ length: 9 }, (_, i) => retryDelay(i + 1, status, () => 1));
    const floors = (status: number | null) =>
      Array.from({ length: 9 }, (_, i) => retryDelay(i + 1, status, () => 0));
    expect(ceilings(null)).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000, 5000]);
    // Jitter spreads each wait over its upper half: never sooner than half, never later than the cap.
    expect(floors(null)).toEqual([500, 1000, 2000, 2500, 2500, 2500, 2500, 2500, 2500]);
    for (const status of [500, 503, 429])
      expect(ceilings(status)).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('a network that returns while a request made without it is failing sends at once, not after the delay', async () => {
    const calls: { reject: (e: Error) => void; resolve: (r: AnswerBatchResponse) => void; ids: string[] }[] =
      [];
    const h = harness(
      (_id, answers) =>
        new Promise<AnswerBatchResponse>((resolve, reject) =>
          calls.push({ resolve, reject, ids: answers.map((a) => a.clientAnswerId) }),
        ),
    );
    const queue = track(h.queue);
    await queue.enqueue('student-1', item());
    await expect.poll(() => calls.length).toBe(1);
    // The `online` event comes while the request sent without a network is still on its way.
    const retried = queue.retryNow();
    calls[0]!.reject(networkError());
    await retried;
    // Not a planned wait of seconds: the retry goes now.
    expect(h.retries.map((r) => r.ms)).toEqual([0]);
    h.retries.shift()!.fn();
    await expect.poll(() => calls.length).toBe(2);
    calls[1]!.resolve({ accepted: calls[1]!.ids, duplicates: [] });
    await queue.flush();
    expect(await queue.pendingAll()).toHaveLength(0);
  });

  it('reports the pending count to subscribers and lists answers per sum window', async () => {
    const h = harness(() => Promise.reject(networkError()));
    const queue = track(h.queue);
    const counts: number[] = [];
    queue.subscribe((s) => counts.push(s.pending));
    await queue.enqueue('student-1', item());
    await queue.enqueue('student-1', item(OTHER_WINDOW));
    await queue.flush();
    expect(counts.at(-1)).toBe(2);
    expect(await queue.pendingFor(WINDOW)).toHaveLength(1);
    expect(await queue.pendingFor(OTHER_WINDOW)).toHaveLength(1);
  });

  it('keeps delivered answers of a window until the round is forgotten, so a reload knows them all', async () => {
    let online = true;
    let now = 1_000_000;
    const h = harness((id, answers) => (online ? accept(id, answers) : Promise.reject(networkError())), {
      now: () => now,
    });
    const queue = track(h.queue);
    const first = item();
    await queue.enqueue('student-1', first);
    await queue.flush();
    online = false;
    const second = item();
    await queue.enqueue('student-1', second);
    await queue.enqueue('student-1', item(OTHER_WINDOW));
    await queue.flush();
    expect(await queue.pendingFor(WINDOW)).toHaveLength(1);
    // A new queue is a reload: both answers of the window are still known, the delivered one first.
    const reloaded = track(h.make());
    expect((await reloaded.givenFor(WINDOW)).map((a) => a.clientAnswerId)).toEqual([
      first.clientAnswerId,
      second.clientAnswerId,
    ]);
    online = true;
    await reloaded.flush();
    expect(await reloaded.givenFor(WINDOW)).toHaveLength(2);
    await reloaded.forgetWindow(WINDOW);
    expect(await reloaded.givenFor(WINDOW)).toEqual([]);
    // Another window's delivered answers stay, until they are older than DELIVERED_KEEP_MS.
    expect(await reloaded.givenFor(OTHER_WINDOW)).toHaveLength(1);
    now += DELIVERED_KEEP_MS + 1;
    await reloaded.forgetWindow(WINDOW);
    expect(await reloaded.givenFor(OTHER_WINDOW)).toEqual([]);
  });

  it('retryNow sends at once after the network returns, without waiting for the backoff', async () => {
    let online = false;
    const h = harness((id, answers) => (online ? accept(id, answers) : Promise.reject(networkError())));
    const queue = track(h.queue);
    await queue.enqueue('student-1', item());
    await queue.flush();
    expect(h.retries).toHaveLength(1);
    online = true;
    await queue.retryNow();
    expect(await queue.pendingAll()).toHaveLength(0);
    expect(h.retries).toHaveLength(0);
  });

  describe('fluency-test answers', () => {
    const TEST = '7c1d2e3f-0000-4000-8000-00000000a001';
    const OTHER_TEST = '7c1d2e3f-0000-4000-8000-00000000a002';
    function testAnswer(): FluencyTestAnswerBody {
      counter += 1;
      return {
        clientAnswerId: `00000000-0000-4000-9000-${counter.toString().padStart(12, '0')}`,
        sumId: `mul:${counter}x2`,
        answer: { kind: 'number', value: counter * 2 },
        responseTimeMs: 1500,
      };
    }

    it('go one by one, in the order given, to the test, beside the practice batches', async () => {
      const calls: string[] = [];
      const sendTestAnswer: SendTestAnswer = (leerlingId, testId, body) => {
        calls.push(`${leerlingId} ${testId} ${body.sumId}`);
        return Promise.resolve({});
      };
      const h = harness(
        (id, answers) => {
          calls.push(`batch ${answers.length}`);
          return accept(id, answers);
        },
        { sendTestAnswer },
      );
      const queue = track(h.queue);
      const [a, b, c] = [testAnswer(), testAnswer(), testAnswer()];
      await queue.enqueueTestAnswer('student-1', TEST, a);
      await queue.enqueue('student-1', item());
      await queue.enqueueTestAnswer('student-1', TEST, b);
      await queue.enqueueTestAnswer('student-1', TEST, c);
      await queue.flush();
      const testCalls = calls.filter((x) => !x.startsWith('batch'));
      expect(testCalls).toEqual([a, b, c].map((x) => `student-1 ${TEST} ${x.sumId}`));
      expect(calls.filter((x) => x.startsWith('batch'))).toEqual(['batch 1']);
      expect(await queue.pendingAll()).toHaveLength(0);
    });

    it('wait in IndexedDB while the network is away, are listed per test, and arrive in order later', async () => {
      let online = false;
      const sent: string[] = [];
      const h = harness(accept, {
        sendTestAnswer: (_l, _t, body) => {
          if (!online) return Promise.reject(networkError());
          sent.push(body.clientAnswerId);
          return Promise.resolve({});
        },
      });
      const queue = track(h.queue);
      const answers = [testAnswer(), testAnswer(), testAnswer()];
      for (const a of answers) await queue.enqueueTestAnswer('student-1', TEST, a);
      await queue.enqueueTestAnswer('student-1', OTHER_TEST, testAnswer());
      await queue.enqueue('student-1', item());
      await queue.flush();
      expect(queue.current.pending).toBe(5);
      const waiting = await queue.pendingForTest(TEST);
      expect(waiting.map((w) => w.body)).toEqual(answers);
      expect(await queue.pendingFor(WINDOW)).toHaveLength(1);
      // A reload: a new queue on the same database still has them in order.
      await queue.close();
      online = true;
      const again = track(h.make());
      expect((await again.pendingForTest(TEST)).map((w) => w.clientAnswerId)).toEqual(
        answers.map((a) => a.clientAnswerId),
      );
      await again.flush();
      expect(sent.slice(0, 3)).toEqual(answers.map((a) => a.clientAnswerId));
      expect(await again.pendingAll()).toHaveLength(0);
    });

    it('set a refused answer aside with the later answers of its test, never retried', async () => {
      const sent: string[] = [];
      const [a, b, c] = [testAnswer(), testAnswer(), testAnswer()];
      const other = testAnswer();
      let online = false;
      const h = harness(accept, {
        sendTestAnswer: (_l, testId, body) => {
          if (!online) return Promise.reject(networkError());
          sent.push(body.clientAnswerId);
          if (testId === TEST && body.clientAnswerId === b.clientAnswerId)
            return Promise.reject(httpError(409));
          return Promise.resolve({});
        },
      });
      const queue = track(h.queue);
      await queue.enqueueTestAnswer('student-1', TEST, a);
      await queue.enqueueTestAnswer('student-1', TEST, b);
      await queue.enqueueTestAnswer('student-1', OTHER_TEST, other);
      await queue.enqueueTestAnswer('student-1', TEST, c);
      online = true;
      await queue.retryNow();
      expect(sent).toEqual([a, b, other].map((x) => x.clientAnswerId));
      expect((await queue.rejectedAll()).map((r) => r.clientAnswerId).sort()).toEqual(
        [b.clientAnswerId, c.clientAnswerId].sort(),
      );
      expect(await queue.pendingAll()).toHaveLength(0);
      expect(h.retries).toHaveLength(0);
    });

    it('keeps the answers queued by the first version of the database', async () => {
      const dbName = `test-queue-v1-${Math.random().toString(36).slice(2)}`;
      const old = await openDB(dbName, 1, {
        upgrade(db) {
          const pending = db.createObjectStore('pending', { keyPath: 'clientAnswerId' });
          pending.createIndex('byQueuedAt', 'queuedAt');
          pending.createIndex('byWindow', 'item.somvensterId');
          db.createObjectStore('rejected', { keyPath: 'clientAnswerId' });
        },
      });
      const a = item();
      await old.put('pending', {
        clientAnswerId: a.clientAnswerId,
        leerlingId: 'student-1',
        item: a,
        queuedAt: 1,
      });
      old.close();
      const sent: AnswerBatchItem[][] = [];
      const queue = track(
        new AnswerQueue({
          dbName,
          send: (id, answers) => {
            sent.push(answers);
            return accept(id, answers);
          },
        }),
      );
      expect(await queue.pendingFor(WINDOW)).toHaveLength(1);
      expect(await queue.pendingForTest(TEST)).toHaveLength(0);
      await queue.flush();
      expect(sent).toEqual([[a]]);
    });
  });
});
