import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { SumWindowResponse, TaskListResponse, TaskListTask } from '../../domain/contracts/practice';
import type { GameId } from '../../games/catalog';
import { GAME_REGISTRY, isPlayable } from '../../games/registry';
import { href } from '../../shell/lib/routes';
import { usePageTitle } from '../../shell/lib/ui/usePageTitle';
import { fieldErrorsOfResponse } from '../../shell/lib/http';
import { statusOf } from '../answer-queue/queue';
import { createSumWindow, fetchTaskList, startFluencyTest } from '../api';
import {
  CardIcon,
  CheckIcon,
  CoinIcon,
  FlagIcon,
  PartyIcon,
  PlayIcon,
  RainIcon,
  RoundDots,
  StarIcon,
} from '../icons';
import { MAP_POINTS, MapArt, stopPoints, TALL_POINTS } from '../../shell/lib/ui/map-art/MapArt';
import { RewardIcon } from './RewardIcon';
import { SavingsCard } from './SavingsCard';
import './landkaart.css';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: TaskListResponse };

const ICONS: Record<TaskListTask['status'], ReactElement> = {
  done: <CheckIcon />,
  current: <PlayIcon />,
  upcoming: <StarIcon />,
};

/**
 * Scrolls a stop into the middle of the screen when it is not wholly on it (the page scrolls on a
 * phone's tall map); smoothly only without reduced motion.
 */
function showStop(stop: HTMLElement | null, behavior: 'instant' | 'smooth'): void {
  if (!stop) return;
  const box = stop.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  stop.scrollIntoView({ block: 'center', behavior: still ? 'instant' : behavior });
}

/** The task list as a route over islands: done, current and coming stops, coins and the savings card. */
export function LandkaartPage() {
  const { t, i18n } = useTranslation('student');
  const { leerlingId = '' } = useParams();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [opening, setOpening] = useState<string | null>(null);
  // 'licence': the school's licence has ended, so no new round starts (the server's 409 licenceEnded).
  const [openError, setOpenError] = useState<false | 'error' | 'licence'>(
    (useLocation().state as { licenceEnded?: boolean } | null)?.licenceEnded ? 'licence' : false,
  );
  const [cardOpen, setCardOpen] = useState(false);
  // A "later" stop tapped: which stop's turn it is (said in a note at the top, till the next tap or key).
  const [notYet, setNotYet] = useState<string | null>(null);
  /** The stop whose turn it is: on a phone's tall map it may start below the fold. */
  const currentStop = useRef<HTMLLIElement>(null);
  usePageTitle(t('landkaart.title'));
  const lang = i18n.language === 'en' ? 'en' : 'nl';

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    fetchTaskList(leerlingId).then(
      (data) => setLoad({ state: 'ready', data }),
      () => setLoad({ state: 'error' }),
    );
  }, [leerlingId]);
  useEffect(reload, [reload]);

  // The note lies over the top of the screen: the next tap or key anywhere takes it away.
  useEffect(() => {
    if (notYet === null) return;
    const hide = () => setNotYet(null);
    document.addEventListener('pointerdown', hide, true);
    document.addEventListener('keydown', hide, true);
    return () => {
      document.removeEventListener('pointerdown', hide, true);
      document.removeEventListener('keydown', hide, true);
    };
  }, [notYet]);

  // Open the map at the stop whose turn it is (a phone shows the route's far end first otherwise).
  useEffect(() => {
    if (load.state === 'ready') showStop(currentStop.current, 'instant');
  }, [load]);

  /** The game route of a round (or the fluency test) that the server opened on a task. */
  const playRound = (task: TaskListTask, round: Pick<SumWindowResponse, 'id' | 'gameId'>) =>
    navigate(
      href('l-spel', {
        leerlingId,
        takenlijsttaakId: task.id,
        oefentaakId: task.oefentaakId,
        somvensterId: round.id,
        game: round.gameId,
      }),
    );

  const openingFailed = (error?: unknown) => {
    setOpening(null);
    const errors = fieldErrorsOfResponse(error);
    setOpenError(errors?.licence === 'licenceEnded' ? 'licence' : 'error');
    // The server knows better whose turn it is (the map was opened before a change): show its list.
    if (errors?.task === 'notYourTurn') reload();
  };

  const openTask = (task: TaskListTask) => {
    setOpening(task.id);
    setOpenError(false);
    setNotYet(null);
    // The first game of the task that is built (the suggested one may still be on its way).
    createSumWindow(
      leerlingId,
      task.id,
      task.games.find((g) => g !== 'automatiseertoets' && isPlayable(g)),
    ).then((window) => playRound(task, window), openingFailed);
  };

  /**
   * A reward game is played on the day's last task (the server allows it once the day is complete);
   * when that task's sums do not suit the game (422), on the task before it. Any other failure stops.
   */
  const openReward = async (game: GameId, tasks: readonly TaskListTask[]) => {
    setOpening('reward');
    setOpenError(false);
    for (const task of [...tasks].reverse()) {
      try {
        return playRound(task, await createSumWindow(leerlingId, task.id, game));
      } catch (error) {
        if (statusOf(error) !== 422) return openingFailed(error);
      }
    }
    openingFailed();
  };

  /** The fluency test starts (or resumes) first; its test id takes the sum window's place in the route. */
  const openFluencyTest = (anchor: TaskListTask) => {
    setOpening('fluency-test');
    setOpenError(false);
    startFluencyTest(leerlingId).then(
      (test) => playRound(anchor, { id: test.testId, gameId: 'automatiseertoets' }),
      openingFailed,
    );
  };

  if (load.state === 'loading') {
    return (
      <p className="landkaart__message" role="status">
        <span className="landkaart__spinner" aria-hidden="true" /> {t('landkaart.loading')}
      </p>
    );
  }
  if (load.state === 'error') {
    return (
      <div className="landkaart__message" role="alert">
        <p>
          <RainIcon /> {t('landkaart.error')}
        </p>
        <button type="button" className="landkaart__button" onClick={reload}>
          {t('landkaart.retry')}
        </button>
      </div>
    );
  }

  const { data } = load;
  const anchor = data.tasks.find((task) => task.status === 'current') ?? data.tasks[0];
  type Stop = { key: string; label: string; status: TaskListTask['status']; task: TaskListTask | null };
  const stops: Stop[] = data.tasks.map((task) => ({
    key: task.id,
    label: task.title[lang],
    status: task.status,
    task,
  }));
  if (data.fluencyTestDue && anchor) {
    const at = stops.findIndex((s) => s.status !== 'done');
    stops.splice(at < 0 ? stops.length : at, 0, {
      key: 'fluency-test',
      label: t('landkaart.fluencyTest'),
      status: 'current',
      task: null,
    });
    // The test comes first: the task that was current waits behind it.
    stops.forEach((s, i) => {
      if (s.task && s.status === 'current' && i > 0 && stops[i - 1]?.key === 'fluency-test')
        s.status = 'upcoming';
    });
  }
  const turn = stops.find((s) => s.status === 'current');
  // The published map's routes (the code's from a server before the map was content).
  const route = data.map ?? { wide: MAP_POINTS, tall: TALL_POINTS };
  const wide = stopPoints(stops.length, route.wide);
  const tall = stopPoints(stops.length, route.tall);
  const rewardGame = data.rewardGames.find(isPlayable);

  return (
    <section className="landkaart" aria-labelledby="page-title">
      <div className="landkaart__top">
        <p className="landkaart__hello" data-testid="student-name">
          {t('landkaart.hello', { name: data.name })}
        </p>
        <h1 id="page-title" className="landkaart__title">
          {t('landkaart.title')}
        </h1>
        <span className="landkaart__coins" data-testid="coins">
          <CoinIcon /> {t('landkaart.coins', { count: data.coins })}
        </span>
        <button
          type="button"
          className="landkaart__button landkaart__button--card"
          onClick={() => setCardOpen(true)}
          data-testid="open-savings-card"
        >
          <CardIcon /> {t('landkaart.savingsCard')}
        </button>
      </div>
      {data.dayComplete && (
        <p className="landkaart__banner">
          {t('landkaart.dayComplete')} <PartyIcon />
        </p>
      )}
      {openError && (
        <p className="landkaart__banner landkaart__banner--error" role="alert">
          {openError === 'licence' ? t('landkaart.licenceEnded') : t('landkaart.openError')}
        </p>
      )}
      {stops.length === 0 ? (
        <p className="landkaart__message">{t('landkaart.noTasks')}</p>
      ) : (
        <div className="landkaart__map">
          <MapArt wide={wide} tall={tall} tallRoute={route.tall} />
          {rewardGame && data.tasks.length > 0 && (
            <div className="landkaart__reward">
              <span className="landkaart__target">
                <span className="landkaart__halo landkaart__halo--reward" aria-hidden="true" />
                <button
                  type="button"
                  className="landkaart__reward-button"
                  data-testid="reward-game"
                  aria-label={t('landkaart.reward', { name: GAME_REGISTRY[rewardGame].info.name[lang] })}
                  disabled={opening !== null}
                  onClick={() => void openReward(rewardGame, data.tasks)}
                >
                  <RewardIcon />
                </button>
              </span>
              <span className="landkaart__stop-label" aria-hidden="true">
                {GAME_REGISTRY[rewardGame].info.name[lang]}
              </span>
            </div>
          )}
          <ol className="landkaart__stops" aria-label={t('landkaart.pathLabel')}>
            {stops.map((stop, i) => {
              // Both places; CSS picks the one of the map on screen (wide, or tall on a phone).
              const at = {
                '--x': `${wide[i]!.x}%`,
                '--y': `${wide[i]!.y}%`,
                '--tall-x': `${tall[i]!.x}%`,
                '--tall-y': `${tall[i]!.y}%`,
              } as CSSProperties;
              const status = t(`landkaart.${stop.status}`);
              return (
                <li
                  key={stop.key}
                  ref={stop.key === turn?.key ? currentStop : undefined}
                  className={`landkaart__stop landkaart__stop--${stop.status}`}
                  style={at}
                >
                  <span className="landkaart__target">
                    {stop.status === 'current' && <span className="landkaart__halo" aria-hidden="true" />}
                    <button
                      type="button"
                      className="landkaart__stop-button"
                      data-testid={stop.task ? `task-${stop.task.id}` : 'fluency-test'}
                      data-status={stop.status}
                      aria-label={t('landkaart.open', { title: stop.label, status })}
                      aria-current={stop.status === 'current' ? 'step' : undefined}
                      // A later stop opens nothing before its turn: a tap says whose turn it is.
                      aria-disabled={stop.status === 'upcoming' || undefined}
                      disabled={opening !== null}
                      onClick={() => {
                        if (stop.status === 'upcoming') {
                          setNotYet(turn?.label ?? '');
                          showStop(currentStop.current, 'smooth');
                        } else if (stop.task) openTask(stop.task);
                        else if (anchor) openFluencyTest(anchor);
                      }}
                    >
                      <span className="landkaart__stop-icon" aria-hidden="true">
                        {opening === stop.key ? '…' : stop.task ? ICONS[stop.status] : <FlagIcon />}
                      </span>
                    </button>
                  </span>
                  <span className="landkaart__stop-label" aria-hidden="true">
                    <span className="landkaart__stop-name">{stop.label}</span>
                    {stop.task && stop.task.roundsRequired > 0 && (
                      <span className="landkaart__stop-rounds">
                        {' '}
                        <RoundDots done={stop.task.roundsToday} required={stop.task.roundsRequired} />
                      </span>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      )}
      <p className="landkaart__note" role="status" data-testid="not-yet">
        {notYet !== null && t('landkaart.notYet', { title: notYet })}
      </p>
      {cardOpen && (
        <SavingsCard
          leerlingId={leerlingId}
          onClose={() => {
            setCardOpen(false);
            reload();
          }}
        />
      )}
    </section>
  );
}
