import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { FluencyTestResultResponse } from '../../domain/contracts/practice';
import { GameHost } from '../../games/runtime/GameHost';
import type { GameAnswer } from '../../games/runtime/contract';
import { href } from '../../shell/lib/routes';
import { answerQueue, onlineAtom, queueStateAtom } from '../answer-queue/client';
import { isRetryable, retryDelay, statusOf } from '../answer-queue/queue';
import { fetchFluencyTest } from '../api';
import { fluencyTestWindow, knownTest, toTestAnswerBody, type KnownTest } from './fluencyTest';
import { RoundProblem } from './RoundProblem';

type Phase =
  | { name: 'loading' }
  | { name: 'error' }
  | { name: 'playing'; known: KnownTest }
  | { name: 'saving' }
  | { name: 'saveError' }
  | { name: 'result'; result: FluencyTestResultResponse };

/**
 * The fluency test (automatiseertoets) on the game route; the test id takes the sum window's place.
 * The game walks the server's ladder with the engine itself, so each next sum is known at once, also
 * offline; every answer goes to the answer queue (IndexedDB first), which sends them one by one to the
 * test. At the end the page waits until the test has all answers and shows the server's result.
 */
export function FluencyTestRound() {
  const { t } = useTranslation('student');
  const navigate = useNavigate();
  const { leerlingId = '', oefentaakId = '', somvensterId: testId = '' } = useParams();
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const online = useAtomValue(onlineAtom);
  const queueState = useAtomValue(queueStateAtom);

  // The queue is read before the test: an answer sent in between is in both, never in neither.
  useEffect(() => {
    let cancelled = false;
    setPhase({ name: 'loading' });
    answerQueue
      .pendingForTest(testId)
      .then(async (queued) => knownTest(await fetchFluencyTest(leerlingId, testId), queued))
      .then(
        (known) => {
          if (cancelled) return;
          if (known.test.result) setPhase({ name: 'result', result: known.test.result });
          else if (known.state.finished) setPhase({ name: 'saving' });
          else setPhase({ name: 'playing', known });
        },
        (error: unknown) => {
          console.error(error);
          if (!cancelled) setPhase({ name: 'error' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [leerlingId, testId, attempt]);

  const known = phase.name === 'playing' ? phase.known : null;
  const sumWindow = useMemo(
    () => (known ? fluencyTestWindow(known, { leerlingId, oefentaakId }) : null),
    [known, leerlingId, oefentaakId],
  );

  const onAnswer = useCallback(
    (answer: GameAnswer) => {
      answerQueue
        .enqueueTestAnswer(leerlingId, testId, toTestAnswerBody(answer))
        .catch((error: unknown) => console.error(error));
    },
    [leerlingId, testId],
  );

  // Saving: once the queue holds none of the test's answers, the server has them all: fetch its result.
  const saving = phase.name === 'saving';
  useEffect(() => {
    if (!saving) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const fetchResult = async () => {
      const pending = await answerQueue.pendingForTest(testId);
      if (cancelled || pending.length > 0) return;
      try {
        const test = await fetchFluencyTest(leerlingId, testId);
        if (cancelled) return;
        // No result with nothing left to send: the test refused an answer (kept aside by the queue).
        setPhase(test.result ? { name: 'result', result: test.result } : { name: 'saveError' });
      } catch (error) {
        if (cancelled) return;
        // No response at all: the network is away; try again within seconds for as long as it takes.
        const status = statusOf(error);
        if (isRetryable(status) && (status === null || tries < 6)) {
          tries += 1;
          timer = setTimeout(() => void fetchResult(), retryDelay(tries, status));
        } else setPhase({ name: 'saveError' });
      }
    };
    void answerQueue.flush().then(fetchResult);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // queueState: when the queue drains (the network is back), look again.
  }, [saving, leerlingId, testId, queueState.pending]);

  const backToMap = () => navigate(href('l-landkaart', { leerlingId }));

  if (phase.name === 'loading') {
    return (
      <p className="spel__message" role="status">
        {t('spel.loading')}
      </p>
    );
  }
  if (phase.name === 'error' || phase.name === 'saveError') {
    return (
      <RoundProblem
        testId="fluency-error"
        message={phase.name === 'error' ? t('spel.fluencyUnavailable') : t('spel.testSaveError')}
        onRetry={() => setAttempt((n) => n + 1)}
        onBack={backToMap}
      />
    );
  }
  if (phase.name === 'playing' && sumWindow) {
    return (
      <div className="spel__stage" data-testid="fluency-playing">
        <GameHost
          gameId="automatiseertoets"
          sumWindow={sumWindow}
          settings={{
            sound: phase.known.test.settings.sound,
            readAloud: phase.known.test.settings.speech,
          }}
          onAnswer={onAnswer}
          onExit={() => setPhase({ name: 'saving' })}
        />
      </div>
    );
  }
  if (phase.name === 'saving') {
    return (
      <div className="spel__message" role="status" data-testid="fluency-saving">
        <p>
          <span className="spel__spinner" aria-hidden="true" />{' '}
          {online ? t('spel.saving') : t('spel.waitingOffline')}
        </p>
      </div>
    );
  }
  if (phase.name !== 'result') return null;
  const { result } = phase;
  return (
    <section className="spel__end" aria-labelledby="fluency-result-title" data-testid="fluency-result">
      <h1 id="fluency-result-title" className="spel__end-title">
        {t('spel.testDone')}
      </h1>
      <p className="spel__score" data-testid="fluency-score">
        {t('spel.testScore', { correct: result.correct, answered: result.answered })}
      </p>
      <ul className="spel__feedback">
        {result.correct > 0 && <li>{t('spel.testFluent', { fluent: result.fluent })}</li>}
        {result.stopReason === 'tooManyErrors' && <li>{t('spel.testStopped')}</li>}
      </ul>
      <div className="spel__actions">
        <button
          type="button"
          className="spel__button spel__button--go"
          onClick={backToMap}
          data-testid="back-to-map"
        >
          {t('spel.backToMap')}
        </button>
      </div>
    </section>
  );
}
