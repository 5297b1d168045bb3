import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { FluencyTestResultResponse } from '../../domain/contracts/practice';
import { GameHost } from '../../games/runtime/GameHost';
import type { GameAnswer } from '../../games/runtime/contract';
import { testEndTexts } from '../../games/automatiseertoets/rules';
import type { manifest as automatiseertoets } from '../../games/automatiseertoets/manifest';
import type { TextsOf } from '../../games/manifest';
import { gameTexts } from '../../games/manifests';
import { currentLocale } from '../../shell/lib/i18n';
import { CheckIcon, HourglassIcon, OfflineIcon } from '../icons';
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
  /** No game on screen: the test was finished before a reload, or the child left the end card early. */
  | { name: 'saving'; then?: 'done' }
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
  /** The game's end card is up: the answers are saved in the background while the child reads it. */
  const [ended, setEnded] = useState(false);
  /** The server holds the whole test and has scored it. */
  const [saved, setSaved] = useState<FluencyTestResultResponse | null>(null);
  const online = useAtomValue(onlineAtom);
  const queueState = useAtomValue(queueStateAtom);

  // The queue is read before the test: an answer sent in between is in both, never in neither.
  useEffect(() => {
    let cancelled = false;
    setPhase({ name: 'loading' });
    setEnded(false);
    setSaved(null);
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

  // Saving (from the end card on, or without a game): once the queue holds none of the test's answers,
  // the server has them all: fetch its result.
  const saving = !saved && (phase.name === 'saving' || (phase.name === 'playing' && ended));
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
        if (test.result) setSaved(test.result);
        else setPhase({ name: 'saveError' });
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

  // Saved while no game was up: the child left the end card before (to the map now), or the test was
  // finished before a reload (the page shows its result, in the end card's words).
  const then = phase.name === 'saving' ? (phase.then ?? null) : null;
  const leaveRef = useRef(backToMap);
  leaveRef.current = backToMap;
  useEffect(() => {
    if (!saved || phase.name !== 'saving') return;
    if (then) leaveRef.current();
    else setPhase({ name: 'result', result: saved });
  }, [saved, phase.name, then]);

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
          onRoundComplete={() => setEnded(true)}
          onExit={() => (saved ? backToMap() : setPhase({ name: 'saving', then: 'done' }))}
          endNote={
            <p data-testid={saved ? 'fluency-saved' : 'fluency-saving'}>
              {saved ? <CheckIcon /> : online ? <HourglassIcon /> : <OfflineIcon />}{' '}
              {saved ? t('spel.testSaved') : online ? t('spel.saving') : t('spel.waitingOffline')}
            </p>
          }
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
  // The same words as the game's end card (a calm test: a zero is not counted out).
  const card = testEndTexts(
    {
      answered: phase.result.answered,
      correct: phase.result.correct,
      fluent: phase.result.fluent,
      stoppedEarly: phase.result.stopReason === 'tooManyErrors' || phase.result.stopReason === 'stopped',
    },
    gameTexts('automatiseertoets', currentLocale()).game as TextsOf<typeof automatiseertoets>,
  );
  return (
    <section className="spel__end" aria-labelledby="fluency-result-title" data-testid="fluency-result">
      <h1 id="fluency-result-title" className="spel__end-title">
        {card.title}
      </h1>
      <ul className="spel__feedback" data-testid="fluency-score">
        {card.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
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
