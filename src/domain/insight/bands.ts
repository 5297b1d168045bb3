/**
 * The colour code of the teacher screens: one measure, one set of bands, one function that puts a
 * figure in its band. The screens show the measure as a whole percentage ("92%"), colour the figure
 * by the band of that same percentage, and write the legend from the same bands, so a colour can
 * never contradict the number beside it or the legend's words.
 *
 * The measure is the share of answers right (correct / answers) over the period the screen shows.
 */

/** A band's colour, best first; `grey` means there is nothing to measure (no answers). */
export const BAND_COLOURS = ['green', 'orange', 'red', 'grey'] as const;
export type BandColour = (typeof BAND_COLOURS)[number];

/** The bands of the percentage right, best first: a percentage belongs to the first band whose `min` it reaches. */
export const ACCURACY_BANDS: readonly {
  readonly colour: Exclude<BandColour, 'grey'>;
  readonly min: number;
}[] = [
  { colour: 'green', min: 70 },
  { colour: 'orange', min: 50 },
  { colour: 'red', min: 0 },
];

/** The whole percentage right as a screen shows it (half up); null when there are no answers. */
export function percentRight(correct: number, answers: number): number | null {
  if (!(answers > 0)) return null;
  return Math.round((Math.max(0, Math.min(correct, answers)) / answers) * 100);
}

/** The band of a shown percentage (null: no answers, grey). */
export function bandOfPercent(percent: number | null): BandColour {
  if (percent === null || !Number.isFinite(percent)) return 'grey';
  return (ACCURACY_BANDS.find((band) => percent >= band.min) ?? ACCURACY_BANDS.at(-1)!).colour;
}

/** The band of answers right out of answers: the band of the percentage the screen shows for them. */
export function accuracyBand(correct: number, answers: number): BandColour {
  return bandOfPercent(percentRight(correct, answers));
}

/**
 * One legend entry per band, from the same bands: the whole percentages it holds, `from` to `to`
 * inclusive; `kind` says how to word it (`atLeast` the top band, `below` the bottom band, else
 * `range`). The grey entry has no percentages (nothing answered).
 */
export type LegendEntry =
  | { colour: Exclude<BandColour, 'grey'>; kind: 'atLeast' | 'range' | 'below'; from: number; to: number }
  | { colour: 'grey'; kind: 'none' };

export function bandLegend(): LegendEntry[] {
  const entries: LegendEntry[] = ACCURACY_BANDS.map((band, i) => {
    const to = i === 0 ? 100 : ACCURACY_BANDS[i - 1]!.min - 1;
    const kind = i === 0 ? 'atLeast' : i === ACCURACY_BANDS.length - 1 ? 'below' : 'range';
    return { colour: band.colour, kind, from: band.min, to };
  });
  return [...entries, { colour: 'grey', kind: 'none' }];
}

/**
 * The legend's words of a band, given a translate function and the key prefix of the texts
 * (`<prefix>.atLeast` with {{from}}, `<prefix>.range` with {{from}} and {{to}}, `<prefix>.below`
 * with {{below}}, `<prefix>.none`), so every screen and report words the bands alike.
 */
export function legendText(
  entry: LegendEntry,
  t: (key: string, values?: Record<string, unknown>) => string,
  prefix: string,
): string {
  switch (entry.kind) {
    case 'atLeast':
      return t(`${prefix}.atLeast`, { from: entry.from });
    case 'range':
      return t(`${prefix}.range`, { from: entry.from, to: entry.to });
    case 'below':
      return t(`${prefix}.below`, { below: entry.to + 1 });
    case 'none':
      return t(`${prefix}.none`);
  }
}
