import type { Sum, SumFeatures } from '../sums/types';
import { newRating } from './ratings';
import type { Rating } from './ratings';

/**
 * How hard the tables are, on the logit scale, as teachers and fluency data order them: 1 and 10 are
 * the easiest, then 2 and 5, 3 and 4, and 6 to 9 the hardest (7 and 8 most of all).
 */
const TABLE_DIFFICULTY: Readonly<Record<number, number>> = {
  1: -1.6,
  10: -1.3,
  2: -1.0,
  5: -0.8,
  3: 0,
  4: 0.2,
  6: 0.6,
  9: 0.7,
  7: 0.9,
  8: 0.9,
};

const RANGE_DIFFICULTY: Readonly<Record<SumFeatures['range'], number>> = {
  10: -1.5,
  20: -0.5,
  100: 0.5,
  1000: 1.5,
  10000: 2.5,
};

/**
 * A starting difficulty (beta) for an item nobody has answered yet, from its features. Only a prior:
 * the item rating calibrates itself from answers (Klinkenberg et al., 2011).
 */
export function priorDifficulty(sum: Sum): number {
  const f = sum.features;
  let beta = RANGE_DIFFICULTY[f.range];
  if (f.table !== null) {
    beta = TABLE_DIFFICULTY[f.table] ?? 1.5 + (f.table - 10) * 0.1;
    const other = sum.display.operands[0] ?? 0;
    if (f.operation === 'multiply' && (other === 1 || other === 10)) beta -= 0.6;
    if (f.operation === 'multiply' && other >= 6 && other <= 9) beta += 0.3;
    if (f.operation === 'divide') beta += 0.4;
  }
  if (f.crossesTen) beta += 0.7;
  if (f.crossesHundred) beta += 0.5;
  if (f.form === 'missingFirst') beta += 0.6;
  if (f.form === 'missingSecond') beta += 0.4;
  switch (f.operation) {
    case 'count':
    case 'compare':
      beta -= 0.8;
      break;
    case 'double':
    case 'half':
      beta -= 0.3;
      break;
    case 'order':
      beta += 0.3;
      break;
    default:
      break;
  }
  if (f.form === 'giveChange' || f.form === 'payAmount') beta += 0.5;
  return beta;
}

const priorCache = new WeakMap<Sum, Rating>();

/** The stored rating of an item, or a fresh rating at its prior difficulty. */
export function itemRating(ratings: Readonly<Record<string, Rating>>, sum: Sum): Rating {
  const stored = ratings[sum.id];
  if (stored) return stored;
  let prior = priorCache.get(sum);
  if (!prior) {
    prior = newRating(priorDifficulty(sum));
    priorCache.set(sum, prior);
  }
  return prior;
}
