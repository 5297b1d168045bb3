import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { RoundSummaryResponse, SumWindowResponse } from '../../domain/contracts/practice';
import { isGameId, type GameId } from '../../games/catalog';
import { isPlayable } from '../../games/registry';
import { GameHost } from '../../games/runtime/GameHost';
import type { GameAnswer } from '../../games/runtime/contract';
import { fieldErrorsOfResponse } from '../../shell/lib/http';
import { href } from '../../shell/lib/routes';
import { usePageTitle } from '../../shell/lib/ui/usePageTitle';
import { answerQueue, onlineAtom, queueStateAtom } from '../answer-queue/client';
import { isRetryable, retryDelay, statusOf } from '../answer-queue/queue';
import { createSumWindow, fetchSumWindow, finishSumWindow } from '../api';
import { CoinIcon, HourglassIcon, MapIcon, OfflineIcon, PlayIcon, QuestionIcon } from '../icons';
import { FluencyTestRound } from './FluencyTestRound';
import { RoundProblem } from './RoundProblem';
import {
  answeredPositions,
  playableWindow,
  queuedAnswer,
  roundSoFar,
  toBatchItem,
  type GivenAnswer,
} from './round';
import './spel.css';

type Phase =
  | { name: 'loading' }
  | { name: 'error' }
  | { name: 'playing'; window: SumWindowResponse; given: GivenAnswer[] }
  | { name: 'finishing'; window: SumWindowResponse }
  | { name: 'finishError'; window: SumWindowResponse }
  | { name: 'done'; summary: RoundSummaryResponse | null };

/** l-spel: one round of a game for a sum window, its answers through the queue, and the round's end. */
export function SpelPage() {
  const { t } = useTranslation('student');
  const { leerlingId = '', game = '' } = useParams();
  usePageTitle(t('landkaart.title'));
  if (!isGameId(game) || !isPlayable(game)) {
    return (
      <div className="spel__message" role="alert" data-testid="unknown-game">
        <p>
          <QuestionIcon /> {t('spel.unknownGame')}
        </p>
        <Link className="spel__button" to={href('l-landkaart', { leerlingId })}>
          {t('spel.backToMap')}
        </Link>
      </div>
    );
  }
  if (game === 'automatiseertoets') return <FluencyTestRound />;
  return <PracticeRound game={game} />;
}

function PracticeRound({ game }: { game: GameId }) {
  const { t } = useTranslation('student');
  const navigate = useNavigate();
  const { leerlingId = '', takenlijsttaakId = '', somvensterId = '' } = useParams();
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const seen = useRef(new Set<string>());
  const roundEnded = useRef(false);
  const online = useAtomValue(onlineAtom);
  const queueState = useAtomValue(queueStateAtom);

  // Load the window and what was answered already (server and queue): a reload resumes the round.
  useEffect(() => {
    let cancelled = false;
    setPhase({ name: 'loading' });
    roundEnded.current = false;
    // Offline, the window is the service worker's copy from when it was last fetched: the answers this
    // device gave since (waiting or delivered) come from the queue, each counted once.
    Promise.all([fetchSumWindow(leerlingId, somvensterId), answerQueue.givenFor(somvensterId)]).then(
      ([window, local]) => {
        if (cancelled) return;
        const known = new Set(window.answered.map((a) => a.clientAnswerId));
        const given: GivenAnswer[] = [
          ...window.answered,
          ...local.filter((a) => !known.has(a.clientAnswerId)).map((a) => queuedAnswer(window, a.item)),
        ];
        seen.current = new Set(
          [...answeredPositions(window, given)].map((i) => window.sums[i]?.id ?? '').filter(Boolean),
        );
        if (window.completedAt) {
          void answerQueue.forgetWindow(window.id).catch((error: unknown) => console.error(error));
          setPhase({ name: 'done', summary: null });
        } else if (answeredPositions(window, given).size >= window.sums.length)
          setPhase({ name: 'finishing', window });
        else setPhase({ name: 'playing', window, given });
      },
      () => !cancelled && setPhase({ name: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [leerlingId, somvensterId, attempt]);

  const playing = phase.name === 'playing' ? phase : null;
  const round = useMemo(
    () =>
      playing
        ? {
            sumWindow: playableWindow(playing.window, playing.given),
            soFar: roundSoFar(playing.window, playing.given),
          }
        : null,
    // The game restarts only for a new window, not when answers come in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [playing?.window],
  );

  const onAnswer = useCallback(
    (answer: GameAnswer) => {
      if (!playing) return;
      const item = toBatchItem(answer, playing.window, seen.current);
      answerQueue.enqueue(leerlingId, item).catch((error: unknown) => console.error(error));
    },
    [playing, leerlingId],
  );

  // Finishing: wait until the queue holds no answer of this window, then close the round.
  const finishing = phase.name === 'finishing' ? phase.window : null;
  useEffect(() => {
    if (!finishing) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const attemptFinish = async () => {
      const pending = await answerQueue.pendingFor(finishing.id);
      if (cancelled || pending.length > 0) return;
      try {
        const summary = await finishSumWindow(leerlingId, finishing.id);
        void answerQueue.forgetWindow(finishing.id).catch((error: unknown) => console.error(error));
        if (!cancelled) setPhase({ name: 'done', summary });
      } catch (error) {
        if (cancelled) return;
        // No response at all: the network is away; try again within seconds for as long as it takes.
        const status = statusOf(error);
        if (isRetryable(status) && (status === null || tries < 6)) {
          tries += 1;
          timer = setTimeout(() => void attemptFinish(), retryDelay(tries, status));
        } else setPhase({ name: 'finishError', window: finishing });
      }
    };
    void answerQueue.flush().then(attemptFinish);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // queueState: when the queue drains (network back), try again.
  }, [finishing, leerlingId, queueState.pending]);

  const backToMap = () => navigate(href('l-landkaart', { leerlingId }));
  const nextRound = () => {
    setPhase({ name: 'loading' });
    createSumWindow(leerlingId, takenlijsttaakId, game).then(
      (window) =>
        navigate(
          href('l-spel', {
            leerlingId,
            takenlijsttaakId,
            oefentaakId: window.practiceTaskId,
            somvensterId: window.id,
            game: window.gameId,
          }),
        ),
      (error: unknown) =>
        // The licence ended: back to the map, which tells the child to ask their teacher.
        fieldErrorsOfResponse(error)?.licence === 'licenceEnded'
          ? navigate(href('l-landkaart', { leerlingId }), { state: { licenceEnded: true } })
          : setPhase({ name: 'error' }),
    );
  };

  if (phase.name === 'loading') {
    return (
      <p className="spel__message" role="status">
        {t('spel.loading')}
      </p>
    );
  }
  if (phase.name === 'error' || phase.name === 'finishError') {
    return (
      <RoundProblem
        testId="round-error"
        message={phase.name === 'error' ? t('spel.error') : t('spel.finishError')}
        onRetry={() =>
          phase.name === 'error'
            ? setAttempt((n) => n + 1)
            : setPhase({ name: 'finishing', window: phase.window })
        }
        onBack={backToMap}
      />
    );
  }
  if (phase.name === 'playing' && round) {
    return (
      <div className="spel__stage" data-testid="round-playing">
        <GameHost
          gameId={game}
          sumWindow={round.sumWindow}
          soFar={round.soFar}
          settings={{ sound: phase.window.settings.sound, readAloud: phase.window.settings.speech }}
          onAnswer={onAnswer}
          onRoundComplete={() => {
            roundEnded.current = true;
          }}
          onExit={() => roundEnded.current && setPhase({ name: 'finishing', window: phase.window })}
        />
      </div>
    );
  }
  if (phase.name === 'finishing') {
    return (
      <div className="spel__message" role="status" data-testid="round-saving">
        <p>
          {online ? <HourglassIcon /> : <OfflineIcon />}{' '}
          {online ? t('spel.saving') : t('spel.waitingOffline')}
        </p>
      </div>
    );
  }
  const summary = phase.name === 'done' ? phase.summary : null;
  return (
    <section className="spel__end" aria-labelledby="round-end-title" data-testid="round-end">
      <h1 id="round-end-title" className="spel__end-title">
        {summary ? t(`feedback.${summary.feedback[0] ?? 'roundFinished'}`) : t('spel.alreadyDone')}
      </h1>
      {summary && (
        <>
          <p className="spel__score" data-testid="round-score">
            {t('spel.score', { correct: summary.correct, total: summary.total })}
          </p>
          <p className="spel__coins" data-testid="round-coins">
            <CoinIcon /> {t('spel.coinsEarned', { count: summary.coins })}
          </p>
          <ul className="spel__feedback">
            {summary.feedback.slice(1).map((key) => (
              <li key={key}>{t(`feedback.${key}`)}</li>
            ))}
          </ul>
        </>
      )}
      <div className="spel__actions">
        <button type="button" className="spel__button" onClick={backToMap} data-testid="back-to-map">
          <MapIcon /> {t('spel.backToMap')}
        </button>
        {!summary?.dayComplete && (
          <button
            type="button"
            className="spel__button spel__button--go"
            onClick={nextRound}
            data-testid="next-round"
          >
            <PlayIcon /> {t('spel.nextRound')}
          </button>
        )}
      </div>
    </section>
  );
}
