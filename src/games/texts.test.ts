import { describe, expect, it } from 'vitest';
import { fill, gamesEn, gamesNl, gameTexts } from './texts';

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
    expect(gameTexts('en').play).toBe('Play!');
    expect(gameTexts('nl').play).toBe('Spelen!');
    expect(gameTexts('be').games.waslijn.title).toBe('Waslijn');
  });

  it('fill placeholders and leave unknown ones', () => {
    expect(fill('{n} van {total}', { n: 3, total: 8 })).toBe('3 van 8');
    expect(fill('Het is {answer}{x}', { answer: '12' })).toBe('Het is 12{x}');
  });
});
