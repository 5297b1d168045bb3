// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { windowOf } from '../kit/testing';
import type { GameAnswer, GameLaunch, GameModule } from './contract';

/** A stand-in for a game chunk: records mounts and destroys, and hands out each mount's launch data. */
const fake = vi.hoisted(() => ({
  mounts: [] as { launch: GameLaunch; destroyed: number }[],
}));

vi.mock('../registry', async () => {
  const { GAME_CATALOG } = await import('../catalog');
  const load = async (): Promise<GameModule> => ({
    mount: (_parent, launch) => {
      const entry = { launch, destroyed: 0 };
      fake.mounts.push(entry);
      return { destroy: () => void entry.destroyed++ };
    },
  });
  return {
    GAME_REGISTRY: {
      bellenprikken: { id: 'bellenprikken', info: GAME_CATALOG.bellenprikken, load },
      automatiseertoets: { id: 'automatiseertoets', info: GAME_CATALOG.automatiseertoets, load },
      stofzuigen: { id: 'stofzuigen', info: GAME_CATALOG.stofzuigen, load: null },
    },
  };
});

const { GameHost } = await import('./GameHost');

const sumWindow = windowOf(['add:2+3', 'add:4+4']);
const answer = (correct: boolean): GameAnswer => ({
  clientAnswerId: 'a1',
  sumWindowId: sumWindow.id,
  sumId: 'add:2+3',
  position: 0,
  kind: 'planned',
  given: { kind: 'number', value: correct ? 5 : 6 },
  responseTimeMs: 900,
  answeredAt: '2025-01-01T00:00:00.000Z',
  correct,
  pattern: null,
});

beforeEach(() => {
  fake.mounts.length = 0;
});

afterEach(() => cleanup());

describe('GameHost', () => {
  it('creates one game per mount under StrictMode and destroys it on unmount', async () => {
    const view = render(
      <StrictMode>
        <GameHost gameId="bellenprikken" sumWindow={sumWindow} settings={{ sound: false, locale: 'nl' }} />
      </StrictMode>,
    );
    await act(async () => {});
    // StrictMode mounts, unmounts and mounts again: the first mount was cancelled before its chunk
    // loaded, so exactly one game is alive.
    const alive = fake.mounts.filter((m) => m.destroyed === 0);
    expect(alive).toHaveLength(1);
    expect(fake.mounts.every((m) => m.destroyed <= 1)).toBe(true);
    const launch = alive[0]?.launch;
    expect(launch?.window).toBe(sumWindow);
    expect(launch?.soFar).toBeUndefined();
    expect(launch?.settings).toMatchObject({ sound: false, locale: 'nl', readAloud: true });
    expect(launch?.texts.play).toBe('Spelen!');
    view.unmount();
    expect(fake.mounts.every((m) => m.destroyed === 1)).toBe(true);
  });

  it('forwards the game’s events and announces answers for screen readers', async () => {
    const onAnswer = vi.fn();
    const onRoundComplete = vi.fn();
    const onExit = vi.fn();
    render(
      <GameHost
        gameId="bellenprikken"
        sumWindow={sumWindow}
        settings={{ locale: 'nl' }}
        onAnswer={onAnswer}
        onRoundComplete={onRoundComplete}
        onExit={onExit}
      />,
    );
    await act(async () => {});
    const events = fake.mounts.at(-1)?.launch.events;
    if (!events) throw new Error('not mounted');
    act(() => events.emit('answer', answer(false)));
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ correct: false }));
    expect(screen.getByTestId('game-live').textContent).toBe('Niet goed. Het antwoord is 5.');
    act(() => events.emit('answer', answer(true)));
    expect(screen.getByTestId('game-live').textContent).toBe('Goed.');
    act(() =>
      events.emit('roundComplete', {
        sumWindowId: sumWindow.id,
        gameId: 'bellenprikken',
        answered: 2,
        correct: 1,
        firstTimeRight: 1,
        total: 2,
        fluent: 1,
        points: 15,
        stars: 1,
        durationMs: 3000,
        stoppedEarly: false,
      }),
    );
    expect(onRoundComplete).toHaveBeenCalledTimes(1);
    // The end card's own texts are read out (each game says what the child did).
    act(() =>
      events.emit('endCard', {
        title: 'Goed geoefend!',
        lines: ['1 van de 2 sommen in één keer goed', '15 punten'],
      }),
    );
    expect(screen.getByTestId('game-live').textContent).toBe(
      'Goed geoefend! 1 van de 2 sommen in één keer goed. 15 punten.',
    );
    act(() => events.emit('exit', { reason: 'done' }));
    expect(onExit).toHaveBeenCalledWith('done');
  });

  it('says of a fluency-test answer what the screen shows: neither right nor wrong', async () => {
    render(<GameHost gameId="automatiseertoets" sumWindow={sumWindow} settings={{ locale: 'nl' }} />);
    await act(async () => {});
    const events = fake.mounts.at(-1)?.launch.events;
    if (!events) throw new Error('not mounted');
    act(() => events.emit('answer', answer(false)));
    expect(screen.getByTestId('game-live').textContent).toBe('Je antwoord 6 is genoteerd.');
    act(() => events.emit('answer', answer(true)));
    expect(screen.getByTestId('game-live').textContent).toBe('Je antwoord 5 is genoteerd.');
    act(() => events.emit('answer', { ...answer(false), given: null }));
    expect(screen.getByTestId('game-live').textContent).toBe('Op naar de volgende som.');
  });

  it('shows what the page adds to the end card only once the card is up, as a status', async () => {
    const view = render(
      <GameHost
        gameId="bellenprikken"
        sumWindow={sumWindow}
        settings={{ locale: 'nl' }}
        endNote={<p>Je antwoorden worden bewaard…</p>}
      />,
    );
    await act(async () => {});
    const events = fake.mounts.at(-1)?.launch.events;
    if (!events) throw new Error('not mounted');
    expect(screen.queryByTestId('game-end-note')).toBeNull();
    act(() =>
      events.emit('endCard', { title: 'Goed gedaan!', lines: ['2 van de 2 sommen in één keer goed'] }),
    );
    const note = screen.getByTestId('game-end-note');
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toBe('Je antwoorden worden bewaard…');
    view.rerender(
      <GameHost
        gameId="bellenprikken"
        sumWindow={sumWindow}
        settings={{ locale: 'nl' }}
        endNote={<p>+2 munten</p>}
      />,
    );
    expect(screen.getByTestId('game-end-note').textContent).toBe('+2 munten');
  });

  it('exposes window.__game in test builds and removes it on unmount', async () => {
    const view = render(
      <GameHost gameId="bellenprikken" sumWindow={sumWindow} settings={{ locale: 'nl' }} />,
    );
    await act(async () => {});
    const launch = fake.mounts.at(-1)?.launch;
    if (!launch) throw new Error('not mounted');
    const pressed: string[] = [];
    launch.registerDriver({
      currentSum: () => sumWindow.sums[0] ?? null,
      choices: () => [],
      start: () => pressed.push('start') > 0,
      progress: () => ({ done: 3, total: 10 }),
      answer: () => pressed.push('answer') > 0,
      finish: () => false,
      collection: () => ['photo:lion'],
      targets: () => [],
      hold: () => undefined,
    });
    act(() => launch.events.emit('state', 'question'));
    expect(window.__game?.id).toBe('bellenprikken');
    expect(window.__game?.state).toBe('question');
    expect(window.__game?.currentSum()?.id).toBe('add:2+3');
    expect(window.__game?.start()).toBe(true);
    expect(window.__game?.answer({ kind: 'number', value: 5 })).toBe(true);
    expect(pressed).toEqual(['start', 'answer']);
    expect(window.__game?.progress()).toEqual({ done: 3, total: 10 });
    expect(window.__game?.collection()).toEqual(['photo:lion']);
    act(() => launch.events.emit('answer', answer(true)));
    expect(window.__game?.answers).toHaveLength(1);
    view.unmount();
    expect(window.__game).toBeUndefined();
  });

  it('runs the game on real time, or time-lapsed when a test build is asked to', async () => {
    const clockOf = async () => {
      const view = render(
        <GameHost gameId="bellenprikken" sumWindow={sumWindow} settings={{ locale: 'nl' }} />,
      );
      await act(async () => {});
      const launch = fake.mounts.at(-1)?.launch;
      view.unmount();
      if (!launch) throw new Error('not mounted');
      return launch;
    };
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    try {
      const real = await clockOf();
      expect([real.now(), real.tempo]).toEqual([1000, undefined]);
      window.__gameTempo = 4;
      const lapsed = await clockOf();
      expect([lapsed.now(), lapsed.tempo]).toEqual([4000, 4]);
    } finally {
      delete window.__gameTempo;
      now.mockRestore();
    }
  });

  it('says so when a game is not built yet', async () => {
    render(<GameHost gameId="stofzuigen" sumWindow={sumWindow} settings={{ locale: 'en' }} />);
    await act(async () => {});
    expect(screen.getByText('This game is coming soon.')).toBeTruthy();
    expect(fake.mounts).toHaveLength(0);
  });
});
