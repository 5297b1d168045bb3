import { describe, expect, it } from 'vitest';
import { commonTexts, fill, gamesEn, gamesNl } from './texts';
import { gameTexts } from './manifests';

function shape(value: unknown): unknown {
  if (Array.isArray(value)) return 'array';
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

describe('game texts', () => {
  it('have the same keys in Dutch and English', () => {
    expect(shape(gamesEn)).toEqual(shape(gamesNl));
  });

  it('resolve per locale, Belgian Dutch falling back to Dutch', () => {
    expect(commonTexts('en').play).toBe('Play!');
    expect(commonTexts('nl').play).toBe('Spelen!');
    expect(gameTexts('waslijn', 'be').game.title).toBe('Waslijn');
    expect(gameTexts('waslijn', 'en').game.title).toBe('Washing line');
    expect(gameTexts('waslijn', 'be').play).toBe('Spelen!');
  });

  it('give a game without a folder its catalogue name', () => {
    expect(gameTexts('wortelboer', 'nl').game.title).toBe('Wortelboer');
    expect(gameTexts('wortelboer', 'en').game.title).toBe('Carrot farmer');
  });

  it('fill placeholders and leave unknown ones', () => {
    expect(fill('{n} van {total}', { n: 3, total: 8 })).toBe('3 van 8');
    expect(fill('Het is {answer}{x}', { answer: '12' })).toBe('Het is 12{x}');
  });
});
