import { describe, expect, it } from 'vitest';
import { LEARNING_LINE, locatePracticeTasks } from '../curriculum';
import { generatorSettingSchema } from '../generators/settings';
import { itemBank } from '../generators/bank';
import { keyOf } from '../sums/spec';
import { sumFromKey } from '../sums/build';
import { ACCURACY_BANDS, accuracyBand, bandLegend, bandOfPercent, legendText, percentRight } from './bands';
import { placementRange } from '../engine/intake';
import { expectedPosition, mondaysBetween, teachingYearShare, yearGroupNumber } from './expected-level';
import { FACT_GRIDS, factGridCells, factGridOfSums } from './fact-grids';

/** A translate function over the legend's keys, as the screens' texts word them in Dutch. */
const DUTCH: Record<string, string> = {
  'b.atLeast': '{{from}}% of meer goed',
  'b.range': '{{from}} tot en met {{to}}% goed',
  'b.below': 'minder dan {{below}}% goed',
  'b.none': 'geen antwoorden',
};
const t = (key: string, values: Record<string, unknown> = {}) =>
  DUTCH[key]!.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

describe('the colour bands: one function for the colour, the legend from the same bands', () => {
  it('92% right lands in the top band, and the legend line of that band says so', () => {
    expect(percentRight(23, 25)).toBe(92);
    expect(accuracyBand(23, 25)).toBe('green');
    expect(bandOfPercent(92)).toBe('green');
    const entry = bandLegend().find((e) => e.colour === accuracyBand(23, 25))!;
    expect(entry).toEqual({ colour: 'green', kind: 'atLeast', from: 70, to: 100 });
    expect(legendText(entry, t, 'b')).toBe('70% of meer goed');
    // Never the middle band's words for it (the play-test's "92% shown as 50 tot 70% goed").
    const middle = bandLegend().find((e) => e.colour === 'orange')!;
    expect(legendText(middle, t, 'b')).toBe('50 tot en met 69% goed');
    expect(92).toBeGreaterThan((middle as { to: number }).to);
    expect(
      legendText(
        bandLegend().find((e) => e.colour === 'red')!,
        t,
        'b',
      ),
    ).toBe('minder dan 50% goed');
  });

  it('puts every shown percentage in exactly one band, the one its legend line names', () => {
    const legend = bandLegend();
    for (let percent = 0; percent <= 100; percent++) {
      const holders = legend.filter(
        (e) =>
          e.kind !== 'none' && percent >= (e as { from: number }).from && percent <= (e as { to: number }).to,
      );
      expect(holders, `${percent}%`).toHaveLength(1);
      expect(holders[0]!.colour, `${percent}%`).toBe(bandOfPercent(percent));
    }
    expect(legend.map((e) => e.colour)).toEqual(['green', 'orange', 'red', 'grey']);
    expect(ACCURACY_BANDS.map((b) => b.min)).toEqual([70, 50, 0]);
  });

  it('decides by the percentage the screen shows: the boundaries, rounding and no answers', () => {
    expect(accuracyBand(7, 10)).toBe('green'); // 70%
    expect(accuracyBand(69, 100)).toBe('orange');
    expect(accuracyBand(1, 2)).toBe('orange'); // 50%
    expect(accuracyBand(49, 100)).toBe('red');
    expect(accuracyBand(0, 5)).toBe('red');
    // 69.6% is shown as 70%, so it is green: colour and number never disagree at a boundary.
    expect(percentRight(696, 1000)).toBe(70);
    expect(accuracyBand(696, 1000)).toBe('green');
    expect(percentRight(494, 1000)).toBe(49);
    expect(accuracyBand(494, 1000)).toBe('red');
    expect(accuracyBand(0, 0)).toBe('grey');
    expect(percentRight(0, 0)).toBeNull();
    expect(bandOfPercent(null)).toBe('grey');
  });
});

describe('the expected level of a year group', () => {
  it('runs through the teaching year from 1 September to 1 July', () => {
    expect(teachingYearShare('2026-08-20')).toBe(0);
    expect(teachingYearShare('2026-09-01')).toBe(0);
    expect(teachingYearShare('2027-07-01')).toBe(1);
    expect(teachingYearShare('2027-07-20')).toBe(1);
    expect(teachingYearShare('2026-08-01')).toBe(0); // the new school year, teaching not begun
    expect(teachingYearShare('2026-07-31')).toBe(1); // the year before is over
    const mid = teachingYearShare('2027-01-30');
    expect(mid).toBeGreaterThan(0.45);
    expect(mid).toBeLessThan(0.55);
    expect(teachingYearShare('2026-11-28')).toBeLessThan(teachingYearShare('2026-12-05'));
  });

  it("follows the walk a year group's child takes: from placement's first task to past the year's last", () => {
    // Teaching order mixes year groups, as the line does.
    const groups = [3, 3, 4, 5, 3, 4, 6, 6, 5, 7];
    // Groep 5: starts at the first task of groep 5 or higher (4th), ends past the last of 5 or lower (9th).
    expect(expectedPosition(groups, 5, 0)).toBe(4);
    expect(expectedPosition(groups, 5, 1)).toBe(10);
    expect(expectedPosition(groups, 5, 0.5)).toBe(7);
    // Groep 6: from the 7th to past the 9th.
    expect(expectedPosition(groups, 6, 0)).toBe(7);
    expect(expectedPosition(groups, 6, 1)).toBe(10);
    // Groep 3: from the first task to past the 5th; groep 8: the line's end all year.
    expect(expectedPosition(groups, 3, 0)).toBe(1);
    expect(expectedPosition(groups, 3, 1)).toBe(6);
    expect(expectedPosition(groups, 8, 0)).toBe(10);
    expect(expectedPosition(groups, 8, 1)).toBe(10);
    expect(expectedPosition([], 5, 0)).toBe(0);
  });

  it('starts where placement starts a child of the year group (the anchor of placementRange)', () => {
    for (const domain of LEARNING_LINE.domains) {
      const tasks = locatePracticeTasks(LEARNING_LINE).filter((e) => e.domainId === domain.id);
      const groups = tasks.map((e) => e.task.group);
      for (const year of [3, 4, 5, 6, 7, 8]) {
        const range = placementRange(
          tasks.map((e) => ({ id: e.task.id, group: e.task.group })),
          year,
        );
        const anchor = tasks.findIndex((e) => e.task.group >= year);
        if (anchor >= 0) {
          expect(range).toContain(tasks[anchor]!.task.id);
          expect(expectedPosition(groups, year, 0)).toBe(anchor + 1);
        }
      }
    }
  });

  it('reads a year group only where the line has one', () => {
    expect(yearGroupNumber('6')).toBe(6);
    expect(yearGroupNumber(4)).toBe(4);
    expect(yearGroupNumber('0')).toBeNull();
    expect(yearGroupNumber('S')).toBeNull();
    expect(yearGroupNumber('C')).toBeNull();
    expect(yearGroupNumber(null)).toBeNull();
  });

  it('lists the Mondays of a stretch of weeks', () => {
    expect(mondaysBetween('2026-11-04', '2026-11-28')).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(mondaysBetween('2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
  });
});

describe('the fact grids', () => {
  it('hold each sum once, as a valid canonical key', () => {
    const all = FACT_GRIDS.flatMap((g) => factGridCells(g).map((c) => keyOf(c.spec)));
    expect(new Set(all).size).toBe(all.length);
    for (const key of all) expect(sumFromKey(key), key).toBeDefined();
    const division = factGridCells('division');
    expect(division).toHaveLength(100);
    expect(division.find((c) => c.row === 8 && c.col === 5)!.spec).toEqual({
      type: 'divide',
      a: 40,
      b: 8,
      form: 'result',
    });
  });

  it('give every automate task of the line a grid that holds its sums, division tasks the division grid', () => {
    for (const entry of locatePracticeTasks(LEARNING_LINE)) {
      const setting = entry.task.source.type === 'generator' ? [entry.task.source.setting] : [];
      const settings = entry.task.source.type === 'mix' ? entry.task.source.settings : setting;
      const sums = settings.flatMap((s) => itemBank(generatorSettingSchema.parse(s)));
      const grid = factGridOfSums(sums);
      const operations = new Set(sums.map((s) => s.features.operation));
      if (operations.has('divide') && !operations.has('multiply'))
        expect(grid, entry.task.id).toBe('division');
      if (entry.task.goal !== 'automate' || operations.has('count')) continue;
      expect(grid, entry.task.id).not.toBeNull();
    }
    expect(factGridOfSums([sumFromKey('div:40:8')!])).toBe('division');
    expect(factGridOfSums([sumFromKey('mul:_x7=21')!])).toBe('tables');
    expect(factGridOfSums([sumFromKey('count:5+2')!])).toBeNull();
  });
});
