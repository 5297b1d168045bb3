/**
 * The browser's one answer queue, bridged to the UI with jotai atoms: how many answers wait for the
 * server, and whether the device is online. Started once by the student layout.
 */
import { atom, type createStore } from 'jotai';
import {
  answerBatchResponseSchema,
  fluencyTestAnswerResponseSchema,
  PRACTICE_PATHS,
} from '../../domain/contracts/practice';
import { http } from '../../shell/lib/http';
import { AnswerQueue, type QueueState } from './queue';

/** How often the queue tries on its own, besides `online` events and new answers (ms). */
export const FLUSH_INTERVAL_MS = 30_000;

export const answerQueue = new AnswerQueue({
  send: async (leerlingId, answers) => {
    const { data } = await http.post<unknown>(PRACTICE_PATHS.answers(leerlingId), { answers });
    return answerBatchResponseSchema.parse(data);
  },
  sendTestAnswer: async (leerlingId, testId, body) => {
    const { data } = await http.post<unknown>(PRACTICE_PATHS.fluencyTestAnswers(leerlingId, testId), body);
    return fluencyTestAnswerResponseSchema.parse(data);
  },
});

export const queueStateAtom = atom<QueueState>(answerQueue.current);
/** Answers not yet confirmed by the server. */
export const pendingAnswersAtom = atom((get) => get(queueStateAtom).pending);
export const onlineAtom = atom<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine);

type Store = ReturnType<typeof createStore>;

/**
 * How often the device's online flag is read besides its events (ms). An `online` event that never
 * arrives (a tablet waking up, a flaky Wi-Fi driver) would otherwise leave the answers waiting for a
 * backoff of up to a minute; reading a flag costs nothing and sends no request.
 */
export const ONLINE_CHECK_MS = 2_000;

/**
 * Flushes on start, when the device comes back online (its event, or the flag read every
 * ONLINE_CHECK_MS), and every FLUSH_INTERVAL_MS; mirrors state into the atoms.
 */
export function startAnswerQueue(store: Store, queue: AnswerQueue = answerQueue): () => void {
  const unsubscribe = queue.subscribe((state) => store.set(queueStateAtom, state));
  let online = navigator.onLine;
  const onOnline = () => {
    online = true;
    store.set(onlineAtom, true);
    void queue.retryNow();
  };
  const onOffline = () => {
    online = false;
    store.set(onlineAtom, false);
  };
  const checkOnline = () => {
    if (navigator.onLine === online) return;
    if (navigator.onLine) onOnline();
    else onOffline();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  const timer = window.setInterval(() => void queue.flush(), FLUSH_INTERVAL_MS);
  const onlineTimer = window.setInterval(checkOnline, ONLINE_CHECK_MS);
  void queue.flush();
  return () => {
    unsubscribe();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    window.clearInterval(timer);
    window.clearInterval(onlineTimer);
  };
}
