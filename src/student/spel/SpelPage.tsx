import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type {
  RoundFeedbackKey,
  RoundSummaryResponse,
  SumWindowResponse,
} from '../../domain/contracts/practice';
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
  /** No game on screen: all sums were answered before a reload, or the child left the end card early. */
  | { name: 'finishing'; window: SumWindowResponse; then?: 'again' | 'done' }
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
  const roundEnded = useRef(false);
  /** The game's end card is up: the round is finished in the background while the child reads it. */
  const [ended, setEnded] = useState(false);
  /** The server's summary of this round, once finished (shown under the game's end card). */
  const [summary, setSummary] = useState<RoundSummaryResponse | null>(null);
  const online = useAtomValue(onlineAtom);
  const queueState = useAtomValue(queueStateAtom);

  // Load the window and what was answered already (server and queue): a reload resumes the round.
  useEffect(() => {
    let cancelled = false;
    setPhase({ name: 'loading' });
    roundEnded.current = false;
    setEnded(false);
    setSummary(null);
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
            sumWindow: playableWindow(playing.window),
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
      const item = toBatchItem(answer, playing.window);
      answerQueue.enqueue(leerlingId, item).catch((error: unknown) => console.error(error));
    },
    [playing, leerlingId],
  );

  // Finishing: once the game's end card is up (or no game is left to play), wait until the queue holds
  // no answer of this window, then close the round.
  const finishing =
    phase.name === 'finishing' ? phase.window : phase.name === 'playing' && ended ? phase.window : null;
  const finished = summary !== null && summary.somvensterId === finishing?.id;
  useEffect(() => {
    if (!finishing || finished) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const attemptFinish = async () => {
      const pending = await answerQueue.pendingFor(finishing.id);
      if (cancelled || pending.length > 0) return;
      try {
        const summary = await finishSumWindow(leerlingId, finishing.id);
        void answerQueue.forgetWindow(finishing.id).catch((error: unknown) => console.error(error));
        if (!cancelled) setSummary(summary);
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
  }, [finishing, finished, leerlingId, queueState.pending]);

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
  /** Where the end card's buttons lead: "again" is another round of this task, "done" the map. */
  const leave = (reason: 'again' | 'done') => (reason === 'again' ? nextRound() : backToMap());

  // Finished while no card was up: the child chose on the card before it was saved (go there now), or
  // no game was left to play (the page's end screen is the only one).
  const then = phase.name === 'finishing' ? (phase.then ?? null) : null;
  const leaveRef = useRef(leave);
  leaveRef.current = leave;
  useEffect(() => {
    if (!finished || phase.name !== 'finishing') return;
    if (then) leaveRef.current(then);
    else setPhase({ name: 'done', summary });
  }, [finished, phase.name, then, summary]);

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
          settings={{
            sound: phase.window.settings.sound,
            readAloud: phase.window.settings.speech,
            // The game's published tempo and the round's level (the content version the round uses).
            speed: phase.window.settings.gameSpeed ?? 1,
            level: phase.window.settings.level ?? null,
          }}
          onAnswer={onAnswer}
          onRoundComplete={() => {
            roundEnded.current = true;
            setEnded(true);
          }}
          onExit={(reason) => {
            if (!roundEnded.current) return;
            if (finished) leave(reason);
            else setPhase({ name: 'finishing', window: phase.window, then: reason });
          }}
          endNote={
            finished && summary ? (
              <RoundVerdict summary={summary} besideCard />
            ) : (
              <p data-testid="round-saving">
                {online ? <HourglassIcon /> : <OfflineIcon />}{' '}
                {online ? t('spel.saving') : t('spel.waitingOffline')}
              </p>
            )
          }
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
  const shown = phase.name === 'done' ? phase.summary : null;
  return (
    <section className="spel__end" aria-labelledby="round-end-title" data-testid="round-end">
      <h1 id="round-end-title" className="spel__end-title">
        {shown ? t(`feedback.${shown.feedback[0] ?? 'roundFinished'}`) : t('spel.alreadyDone')}
      </h1>
      {shown && (
        <>
          <p className="spel__score" data-testid="round-score">
            {t('spel.score', { correct: shown.correct, total: shown.total })}
          </p>
          <RoundVerdict summary={shown} />
        </>
      )}
      <div className="spel__actions">
        <button type="button" className="spel__button" onClick={backToMap} data-testid="back-to-map">
          <MapIcon /> {t('spel.backToMap')}
        </button>
        {!shown?.dayComplete && (
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

/**
 * The feedback keys that judge the round itself (finished or stopped, all right or kept going): the
 * game's end card already says that in its own words and numbers, so beside it they are left out.
 */
const CARD_SAYS: readonly RoundFeedbackKey[] = ['roundFinished', 'roundStopped', 'allCorrect', 'keptGoing'];

/**
 * What the server adds to a round's end: the coins earned and its verdict (moving on, the day done, a
 * reward game, a test due). Beside the game's end card it leaves out what the card says.
 */
export function RoundVerdict({
  summary,
  besideCard = false,
}: {
  summary: RoundSummaryResponse;
  besideCard?: boolean;
}) {
  const { t } = useTranslation('student');
  const keys = besideCard
    ? summary.feedback.filter((key) => !CARD_SAYS.includes(key))
    : summary.feedback.slice(1);
  return (
    <>
      {(!besideCard || summary.coins > 0) && (
        <p className="spel__coins" data-testid="round-coins">
          <CoinIcon /> {t('spel.coinsEarned', { count: summary.coins })}
        </p>
      )}
      {keys.length > 0 && (
        <ul className="spel__feedback" data-testid="round-verdict">
          {keys.map((key) => (
            <li key={key}>{t(`feedback.${key}`)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
