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

/** Flushes on start, on `online`, and every FLUSH_INTERVAL_MS; mirrors state into the atoms. */
export function startAnswerQueue(store: Store, queue: AnswerQueue = answerQueue): () => void {
  const unsubscribe = queue.subscribe((state) => store.set(queueStateAtom, state));
  const onOnline = () => {
    store.set(onlineAtom, true);
    void queue.retryNow();
  };
  const onOffline = () => store.set(onlineAtom, false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  const timer = window.setInterval(() => void queue.flush(), FLUSH_INTERVAL_MS);
  void queue.flush();
  return () => {
    unsubscribe();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    window.clearInterval(timer);
  };
}
