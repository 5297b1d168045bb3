import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnswerValue, SumWindow } from '../../domain/sums/types';
import { currentLocale } from '../../shell/lib/i18n';
import { GAME_CATALOG, type GameId } from '../catalog';
import { answerText } from '../kit/format';
import { GAME_REGISTRY } from '../registry';
import { gameTexts } from '../manifests';
import { fill } from '../texts';
import type {
  GameAnswer,
  GameEvents,
  GameLaunch,
  GameSettings,
  MountedGame,
  RoundResult,
  RoundSoFar,
} from './contract';
import { endAnnouncement } from './announce';
import { Emitter } from './emitter';
import { detectInputMethod, prefersReducedMotion, readSoundOn } from './preferences';
import { installTestHook } from './testHook';
import './GameHost.css';

export interface GameHostProps {
  gameId: GameId;
  /** The round's sums; a new object starts a new round (a new Phaser.Game). */
  sumWindow: SumWindow;
  /** A resumed round: what was done before the reload (goes with `sumWindow`, read when it changes). */
  soFar?: RoundSoFar;
  /** Overrides of the device defaults (sound from local storage, reduced motion, input method, locale). */
  settings?: Partial<GameSettings>;
  onReady?: () => void;
  onAnswer?: (answer: GameAnswer) => void;
  onRoundComplete?: (result: RoundResult) => void;
  onExit?: (reason: 'again' | 'done') => void;
  /**
   * What the page adds to the game's end card (saving, the coins and the server's verdict), shown
   * under the canvas once the card is up and announced as it changes; never a second end screen.
   */
  endNote?: ReactNode;
}

type Phase = 'loading' | 'running' | 'error' | 'unavailable';

/** Default settings of this device and child. */
export function deviceSettings(): GameSettings {
  return {
    sound: readSoundOn(),
    inputMethod: detectInputMethod(),
    reducedMotion: prefersReducedMotion(),
    readAloud: true,
    locale: currentLocale(),
  };
}

/**
 * Hosts one game: loads its chunk, creates ONE Phaser.Game per mount with the sum window and settings,
 * forwards the game's events, and destroys the game on unmount. Safe under StrictMode's double mount:
 * all state is per mount (a new emitter, a new stage element), and a mount that was cancelled while
 * its chunk loaded never creates a game.
 */
export function GameHost({
  gameId,
  sumWindow,
  soFar,
  settings,
  onReady,
  onAnswer,
  onRoundComplete,
  onExit,
  endNote,
}: GameHostProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [live, setLive] = useState('');
  const [ended, setEnded] = useState(false);
  const callbacks = useRef({ onReady, onAnswer, onRoundComplete, onExit });
  useEffect(() => {
    callbacks.current = { onReady, onAnswer, onRoundComplete, onExit };
  });

  const resolved = useMemo<GameSettings>(
    () => ({ ...deviceSettings(), ...settings }),
    // Settings are compared by value so a re-render with an equal object does not restart the game.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(settings ?? {})],
  );
  const texts = gameTexts(gameId, resolved.locale);
  const title = GAME_CATALOG[gameId].name[resolved.locale === 'en' ? 'en' : 'nl'];

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const entry = GAME_REGISTRY[gameId];
    const localTexts = gameTexts(gameId, resolved.locale);
    const events = new Emitter<GameEvents>();
    const hook = __TEST_HOOKS__ ? installTestHook(gameId, events) : null;
    let cancelled = false;
    let mounted: MountedGame | null = null;

    events.on('ready', () => callbacks.current.onReady?.());
    events.on('answer', (answer) => {
      const sum = [...sumWindow.sums, ...(sumWindow.reserve ?? [])].find((s) => s.id === answer.sumId);
      const said = (value: AnswerValue) => (sum ? answerText(sum, value, resolved.locale) : '');
      const { liveAnswered, liveSkipped } = localTexts.game;
      // A game that shows no right or wrong (the fluency test) is not contradicted by its live region.
      if (liveAnswered && liveSkipped)
        setLive(answer.given ? fill(liveAnswered, { answer: said(answer.given) }) : liveSkipped);
      else
        setLive(
          answer.correct
            ? localTexts.live.right
            : fill(localTexts.live.wrong, { answer: sum ? said(sum.answer) : '' }),
        );
      callbacks.current.onAnswer?.(answer);
    });
    events.on('roundComplete', (result) => callbacks.current.onRoundComplete?.(result));
    // The live region reads what the end card shows (each game's own end texts).
    events.on('endCard', (texts) => {
      setLive(endAnnouncement(texts));
      setEnded(true);
    });
    events.on('exit', ({ reason }) => callbacks.current.onExit?.(reason));

    if (!entry.load) {
      setPhase('unavailable');
      return () => hook?.uninstall();
    }
    setPhase('loading');
    setEnded(false);
    // Route start to first frame is measured from here (npm run bench:games); marks cost nothing.
    performance.mark('game:start', { detail: { gameId } });
    entry
      .load()
      .then((module) => {
        if (cancelled) return;
        mounted = module.mount(stage, {
          gameId,
          window: sumWindow,
          soFar,
          settings: resolved,
          texts: localTexts,
          events,
          registerDriver: (driver) => hook?.setDriver(driver),
          ...gameClock(),
        });
        setPhase('running');
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setPhase('error');
      });

    return () => {
      cancelled = true;
      mounted?.destroy();
      events.clear();
      hook?.uninstall();
    };
    // soFar belongs to the window: a new one comes with a new window.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameId, sumWindow, resolved]);

  return (
    <div
      className="game-host"
      role="region"
      aria-label={fill(texts.canvasLabel, { title })}
      data-game={gameId}
      data-phase={phase}
    >
      <div ref={stageRef} className="game-host__stage" />
      {ended && endNote && (
        <div className="game-host__note" role="status" data-testid="game-end-note">
          {endNote}
        </div>
      )}
      {phase === 'loading' && <p className="game-host__message">{texts.loading}</p>}
      {phase === 'error' && (
        <p className="game-host__message" role="alert">
          {texts.loadError}
        </p>
      )}
      {phase === 'unavailable' && <p className="game-host__message">{texts.notBuilt}</p>}
      <p className="visually-hidden" aria-live="polite" data-testid="game-live">
        {live}
      </p>
    </div>
  );
}

/** Real time; in a test build, time-lapsed by `window.__gameTempo` when a test sets it. */
function gameClock(): Pick<GameLaunch, 'now' | 'tempo'> {
  const tempo = __TEST_HOOKS__ ? window.__gameTempo : undefined;
  if (!tempo || tempo === 1) return { now: () => performance.now() };
  return { now: () => performance.now() * tempo, tempo };
}
