/**
 * The answer queue: every answer a child gives is written to IndexedDB BEFORE anything else happens,
 * then sent in batches (POST /api/leerlingen/:leerlingId/antwoorden) and deleted only after the server
 * confirmed it (accepted or duplicate). Answers of a fluency test (automatiseertoets) wait in the same
 * store and go one by one, in the order given, to the test's own endpoint (POST
 * .../automatiseertoets/:testId/antwoorden), which takes only the sum the test is on; a repeated
 * clientAnswerId gets its stored response, so a resend after a lost response is harmless. Network errors, 5xx,
 * 401, 403, 408 and 429 are retried with capped exponential backoff and jitter (capped far lower when no
 * response came at all, see `networkMaxDelayMs`); any other 4xx refuses the batch for good, and its answers move
 * to the `rejected` store (kept for support, logged, never retried).
 *
 * A reload, a lost network or a server restart mid-round loses nothing: the answers wait in IndexedDB
 * and the queue flushes on load, on the `online` event, periodically and after every new answer.
 *
 * Practice answers the server confirmed move to the `delivered` store until their round is finished
 * (`forgetWindow`), so a reload without network, which starts from the window as it was last fetched,
 * still knows every sum of the round that was answered (`givenFor`) and asks none of them again.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import {
  ANSWER_BATCH_MAX,
  type AnswerBatchItem,
  type AnswerBatchResponse,
  type FluencyTestAnswerBody,
} from '../../domain/contracts/practice';

export const ANSWER_DB_NAME = 'rekenblobs-antwoorden';
/** 1: practice answers; 2: fluency-test answers too (index `byTest`); 3: the `delivered` store. */
const DB_VERSION = 3;
/** Delivered answers of a round never finished are forgotten after this long (ms). */
export const DELIVERED_KEEP_MS = 3 * 24 * 60 * 60 * 1000;

/** An answer of a practice round (sent in batches). */
export interface QueuedAnswer {
  readonly kind?: 'practice';
  readonly clientAnswerId: string;
  readonly leerlingId: string;
  readonly item: AnswerBatchItem;
  /** Order of queueing (ms since epoch, made unique per queue). */
  readonly queuedAt: number;
}

/** An answer of a fluency test (sent alone, in order, to the test). */
export interface QueuedTestAnswer {
  readonly kind: 'fluencyTest';
  readonly clientAnswerId: string;
  readonly leerlingId: string;
  readonly testId: string;
  readonly body: FluencyTestAnswerBody;
  readonly queuedAt: number;
}

export type QueuedItem = QueuedAnswer | QueuedTestAnswer;

export type RejectedAnswer = QueuedItem & {
  readonly rejectedAt: number;
  readonly status: number;
  readonly message: string;
};

interface AnswerDb extends DBSchema {
  pending: {
    key: string;
    value: QueuedItem;
    indexes: { byQueuedAt: number; byWindow: string; byTest: string };
  };
  rejected: { key: string; value: RejectedAnswer };
  delivered: {
    key: string;
    value: QueuedAnswer & { readonly deliveredAt: number };
    indexes: { byWindow: string; byDeliveredAt: number };
  };
}

function isTestAnswer(item: QueuedItem): item is QueuedTestAnswer {
  return item.kind === 'fluencyTest';
}

/** Sends one batch; resolves with the server's confirmation or rejects with the (axios) error. */
export type SendBatch = (leerlingId: string, answers: AnswerBatchItem[]) => Promise<AnswerBatchResponse>;

/** Sends one fluency-test answer; resolves once the server stored it (or had it), else rejects. */
export type SendTestAnswer = (
  leerlingId: string,
  testId: string,
  body: FluencyTestAnswerBody,
) => Promise<unknown>;

export interface QueueState {
  /** Answers written locally and not yet confirmed by the server. */
  pending: number;
  /** Answers the server refused for good. */
  rejected: number;
  /** A batch is on its way. */
  sending: boolean;
  /** The last attempt failed and a retry is planned (ms since epoch), else null. */
  retryAt: number | null;
}

export interface AnswerQueueOptions {
  send: SendBatch;
  /** The fluency test's sink; needed once test answers are queued (they wait until then). */
  sendTestAnswer?: SendTestAnswer;
  dbName?: string;
  batchSize?: number;
  /** Backoff: first delay, growth per failed attempt (x2) and cap, in ms. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * Cap for retries after a network error (no response at all). Such a retry costs the server nothing,
   * and the device's `online` signal cannot be relied on (it sometimes never comes back on), so a child
   * whose Wi-Fi returns waits seconds, not the minute a struggling server gets.
   */
  networkMaxDelayMs?: number;
  now?: () => number;
  random?: () => number;
  /** Timer for retries; injectable so tests need no fake timers (IndexedDB runs on real ones). */
  schedule?: (fn: () => void, ms: number) => () => void;
  log?: (message: string, detail: unknown) => void;
}

/** Status of a failed request, or null for a network error, timeout or abort (no response). */
export function statusOf(error: unknown): number | null {
  if (error && typeof error === 'object' && 'response' in error) {
    const response = (error as { response?: { status?: unknown } }).response;
    if (response && typeof response.status === 'number') return response.status;
  }
  return null;
}

/** Worth another try: no answer at all, a server error, or a status that may pass later. */
export function isRetryable(status: number | null): boolean {
  return status === null || status >= 500 || [401, 403, 408, 429].includes(status);
}

/** Delay before retry number `attempt` (1, 2, ...): exponential, capped, with "equal jitter". */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The retry schedule: first delay and the caps for a server error and for no response at all (ms). */
export interface RetrySchedule {
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly networkMaxDelayMs: number;
}

export const RETRY_SCHEDULE: RetrySchedule = {
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  networkMaxDelayMs: 5_000,
};

/**
 * Delay before retry number `attempt` after a failure with `status` (null: no response). A network
 * error is retried within seconds (1, 2, 4, then every 5 s at most, jittered): such a retry costs the
 * server nothing and the device's `online` signal may never come. A server error (5xx, 429, ...)
 * backs off up to a minute, so a struggling server is not flooded.
 */
export function retryDelay(
  attempt: number,
  status: number | null,
  random: () => number = Math.random,
  schedule: RetrySchedule = RETRY_SCHEDULE,
): number {
  const cap = status === null ? schedule.networkMaxDelayMs : schedule.maxDelayMs;
  return backoffDelay(attempt, schedule.baseDelayMs, cap, random);
}

export class AnswerQueue {
  private readonly opts: Required<AnswerQueueOptions>;
  private dbPromise: Promise<IDBPDatabase<AnswerDb>> | null = null;
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  /** `retryNow` was called during a run: if that run fails, it tries again at once. */
  private retryAsked = false;
  private attempt = 0;
  private cancelRetry: (() => void) | null = null;
  private lastQueuedAt = 0;
  private readonly listeners = new Set<(state: QueueState) => void>();
  private state: QueueState = { pending: 0, rejected: 0, sending: false, retryAt: null };

  constructor(options: AnswerQueueOptions) {
    this.opts = {
      dbName: ANSWER_DB_NAME,
      batchSize: ANSWER_BATCH_MAX,
      ...RETRY_SCHEDULE,
      now: () => Date.now(),
      random: Math.random,
      schedule: (fn, ms) => {
        const timer = setTimeout(fn, ms);
        return () => clearTimeout(timer);
      },
      log: (message, detail) => console.warn(message, detail),
      sendTestAnswer: () => Promise.reject(new Error('answer queue: no sink for fluency-test answers')),
      ...options,
    };
  }

  private db(): Promise<IDBPDatabase<AnswerDb>> {
    this.dbPromise ??= openDB<AnswerDb>(this.opts.dbName, DB_VERSION, {
      upgrade(db, oldVersion, _newVersion, tx) {
        if (oldVersion < 1) {
          const pending = db.createObjectStore('pending', { keyPath: 'clientAnswerId' });
          pending.createIndex('byQueuedAt', 'queuedAt');
          pending.createIndex('byWindow', 'item.somvensterId');
          db.createObjectStore('rejected', { keyPath: 'clientAnswerId' });
        }
        // Answers queued under version 1 stay where they are: practice answers have no testId.
        if (oldVersion < 2) tx.objectStore('pending').createIndex('byTest', 'testId');
        if (oldVersion < 3) {
          const delivered = db.createObjectStore('delivered', { keyPath: 'clientAnswerId' });
          delivered.createIndex('byWindow', 'item.somvensterId');
          delivered.createIndex('byDeliveredAt', 'deliveredAt');
        }
      },
    });
    return this.dbPromise;
  }

  get current(): QueueState {
    return this.state;
  }

  subscribe(listener: (state: QueueState) => void): () => void {
    this.listeners.add(listener);
    listener(this.state);
    return () => this.listeners.delete(listener);
  }

  private setState(patch: Partial<QueueState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener(this.state));
  }

  private async refreshCounts(): Promise<void> {
    const db = await this.db();
    const [pending, rejected] = await Promise.all([db.count('pending'), db.count('rejected')]);
    this.setState({ pending, rejected });
  }

  /**
   * Stores the answer in IndexedDB; resolves once it is durable. Sending starts afterwards, in the
   * background: the caller never waits for the network.
   */
  async enqueue(leerlingId: string, item: AnswerBatchItem): Promise<void> {
    await this.store({
      clientAnswerId: item.clientAnswerId,
      leerlingId,
      item,
      queuedAt: this.nextQueuedAt(),
    });
  }

  /** Stores a fluency-test answer like `enqueue`; it is sent after the test's earlier answers. */
  async enqueueTestAnswer(leerlingId: string, testId: string, body: FluencyTestAnswerBody): Promise<void> {
    await this.store({
      kind: 'fluencyTest',
      clientAnswerId: body.clientAnswerId,
      leerlingId,
      testId,
      body,
      queuedAt: this.nextQueuedAt(),
    });
  }

  private nextQueuedAt(): number {
    this.lastQueuedAt = Math.max(this.opts.now(), this.lastQueuedAt + 1);
    return this.lastQueuedAt;
  }

  private async store(entry: QueuedItem): Promise<void> {
    const db = await this.db();
    await db.put('pending', entry);
    await this.refreshCounts();
    void this.flush();
  }

  /** Answers of one sum window still waiting for the server. */
  async pendingFor(somvensterId: string): Promise<QueuedAnswer[]> {
    const db = await this.db();
    return (await db.getAllFromIndex('pending', 'byWindow', somvensterId)).filter(
      (a): a is QueuedAnswer => !isTestAnswer(a),
    );
  }

  /** Every answer of one sum window this device gave and still keeps: waiting and delivered. */
  async givenFor(somvensterId: string): Promise<QueuedAnswer[]> {
    const db = await this.db();
    const [delivered, pending] = await Promise.all([
      db.getAllFromIndex('delivered', 'byWindow', somvensterId),
      this.pendingFor(somvensterId),
    ]);
    return [...delivered.map(({ deliveredAt: _, ...answer }) => answer), ...pending];
  }

  /** The round is finished: its delivered answers, and any older than DELIVERED_KEEP_MS, go. */
  async forgetWindow(somvensterId: string): Promise<void> {
    const db = await this.db();
    const tx = db.transaction('delivered', 'readwrite');
    const old = IDBKeyRange.upperBound(this.opts.now() - DELIVERED_KEEP_MS);
    const [ofWindow, stale] = await Promise.all([
      tx.store.index('byWindow').getAllKeys(somvensterId),
      tx.store.index('byDeliveredAt').getAllKeys(old),
    ]);
    await Promise.all([...new Set([...ofWindow, ...stale])].map((key) => tx.store.delete(key)));
    await tx.done;
  }

  /** Answers of one fluency test still waiting for the server, in the order they were given. */
  async pendingForTest(testId: string): Promise<QueuedTestAnswer[]> {
    const db = await this.db();
    const found = await db.getAllFromIndex('pending', 'byTest', testId);
    return found.filter(isTestAnswer).sort((x, y) => x.queuedAt - y.queuedAt);
  }

  async pendingAll(): Promise<QueuedItem[]> {
    const db = await this.db();
    return db.getAllFromIndex('pending', 'byQueuedAt');
  }

  async rejectedAll(): Promise<RejectedAnswer[]> {
    const db = await this.db();
    return db.getAll('rejected');
  }

  /**
   * Sends everything pending, batch by batch, oldest first. Concurrent calls share one run (a call
   * during a run makes it go round once more). Resolves when the run ends, sent or not.
   */
  flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.flushing = this.run().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Forget the backoff (the network came back) and send now. */
  retryNow(): Promise<void> {
    this.attempt = 0;
    if (this.flushing) this.retryAsked = true;
    return this.flush();
  }

  private async run(): Promise<void> {
    this.setState({ sending: true, retryAt: null });
    try {
      do {
        this.flushAgain = false;
        this.retryAsked = false;
        while (await this.sendOneBatch());
      } while (this.flushAgain);
    } catch (error) {
      const status = statusOf(error);
      // The network came back while a request made without it was failing: go again at once, as
      // `retryNow` asked, instead of waiting out the delay planned for the failure.
      const asked = this.retryAsked;
      this.retryAsked = false;
      this.attempt = asked ? 0 : this.attempt + 1;
      const delay = asked ? 0 : retryDelay(this.attempt, status, this.opts.random, this.opts);
      this.opts.log('answer queue: sending failed, retrying later', { status, delay });
      this.setState({ retryAt: this.opts.now() + delay });
      this.cancelRetry = this.opts.schedule(() => {
        this.cancelRetry = null;
        void this.flush();
      }, delay);
    } finally {
      this.setState({ sending: false });
      await this.refreshCounts();
    }
  }

  /**
   * Sends the oldest answer: a batch of one student's practice answers, or one fluency-test answer.
   * False when nothing is pending. Throws to retry.
   */
  private async sendOneBatch(): Promise<boolean> {
    const db = await this.db();
    const all = await db.getAllFromIndex('pending', 'byQueuedAt');
    const first = all[0];
    if (!first) return false;
    if (isTestAnswer(first)) return this.sendTestAnswer(first);
    const batch = all
      .filter((a): a is QueuedAnswer => !isTestAnswer(a) && a.leerlingId === first.leerlingId)
      .slice(0, this.opts.batchSize);
    let response: AnswerBatchResponse;
    try {
      response = await this.opts.send(
        first.leerlingId,
        batch.map((a) => a.item),
      );
    } catch (error) {
      const status = statusOf(error);
      if (isRetryable(status)) throw error;
      await this.reject(batch, status ?? 0, error instanceof Error ? error.message : String(error));
      return true;
    }
    const confirmed = new Set([...response.accepted, ...response.duplicates]);
    const deliveredAt = this.opts.now();
    const tx = db.transaction(['pending', 'delivered'], 'readwrite');
    await Promise.all([
      ...batch
        .filter((a) => confirmed.has(a.clientAnswerId))
        .flatMap((a) => [
          tx.objectStore('pending').delete(a.clientAnswerId),
          tx.objectStore('delivered').put({ ...a, deliveredAt }),
        ]),
      tx.done,
    ]);
    this.attempt = 0;
    await this.refreshCounts();
    // The server confirmed none of what it got: stop instead of resending the same batch in a loop.
    if (!batch.some((a) => confirmed.has(a.clientAnswerId))) throw new Error('answers not confirmed');
    return true;
  }

  /** One test answer; the test takes it only after the ones before, so they go one at a time. */
  private async sendTestAnswer(answer: QueuedTestAnswer): Promise<boolean> {
    try {
      await this.opts.sendTestAnswer(answer.leerlingId, answer.testId, answer.body);
    } catch (error) {
      const status = statusOf(error);
      if (isRetryable(status)) throw error;
      // The test refused it (not its current sum, finished, unknown): the later answers of the test
      // cannot fit either, so they are set aside with it.
      await this.reject(
        await this.pendingForTest(answer.testId),
        status ?? 0,
        error instanceof Error ? error.message : String(error),
      );
      return true;
    }
    const db = await this.db();
    await db.delete('pending', answer.clientAnswerId);
    this.attempt = 0;
    await this.refreshCounts();
    return true;
  }

  private async reject(batch: QueuedItem[], status: number, message: string): Promise<void> {
    const db = await this.db();
    const tx = db.transaction(['pending', 'rejected'], 'readwrite');
    const rejectedAt = this.opts.now();
    await Promise.all([
      ...batch.flatMap((a) => [
        tx.objectStore('rejected').put({ ...a, rejectedAt, status, message }),
        tx.objectStore('pending').delete(a.clientAnswerId),
      ]),
      tx.done,
    ]);
    this.opts.log('answer queue: the server refused a batch; its answers are kept as rejected', {
      status,
      message,
      count: batch.length,
    });
    await this.refreshCounts();
  }

  /** Stops retry timers and closes the database (tests; a page that goes away). */
  async close(): Promise<void> {
    this.cancelRetry?.();
    this.cancelRetry = null;
    await this.flushing;
    if (this.dbPromise) (await this.dbPromise).close();
    this.dbPromise = null;
  }
}
