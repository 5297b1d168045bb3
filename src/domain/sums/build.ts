import { acceptanceOf, answerOf } from './answer';
import { displayOf } from './display';
import { distractorsOf } from './distractors';
import { featuresOf } from './features';
import { isValidSpec, keyOf, parseSumKey } from './spec';
import type { SumSpec } from './spec';
import type { Sum, SumId } from './types';

/** Builds the full sum from its spec. Throws on an invalid spec (a programming error). */
export function buildSum(spec: SumSpec): Sum {
  if (!isValidSpec(spec)) throw new Error(`invalid sum spec: ${JSON.stringify(spec)}`);
  const answer = answerOf(spec);
  const acceptance = acceptanceOf(spec);
  return {
    id: keyOf(spec),
    features: featuresOf(spec),
    display: displayOf(spec),
    answer,
    acceptance,
    distractors: distractorsOf(spec, answer, acceptance),
  };
}

/** Builds a sum from its key (e.g. from a stored sum collection); null for an unknown or invalid key. */
export function sumFromKey(key: SumId): Sum | null {
  const spec = parseSumKey(key);
  return spec === null ? null : buildSum(spec);
}
