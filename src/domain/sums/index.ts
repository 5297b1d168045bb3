export type * from './types';
export type { SumSpec, SumType, ArithmeticForm } from './spec';
export { keyOf, parseSumKey, isValidSpec } from './spec';
export { buildSum, sumFromKey } from './build';
export { answerText, checkAnswer, accepts, sameAnswerValue } from './check';
export { answerChoices } from './choices';
export { featuresOf, rangeOf } from './features';
export { MAX_DISTRACTORS, swapTensAndUnits } from './distractors';
export { dutchNumber, dutchAmount, formatEuro } from './dutch-numbers';
export {
  EURO_COINS,
  EURO_NOTES,
  EURO_DENOMINATIONS,
  fewestPieces,
  denominationsForAmount,
  isEuroDenomination,
} from './money';
export { sumKeySchema, answerValueSchema, answerSubmissionSchema, comparatorSchema } from './schemas';
