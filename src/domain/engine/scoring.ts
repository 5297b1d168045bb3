/**
 * High-speed-high-stakes scoring (Maris & van der Maas 2012; Klinkenberg, Straatemeier & van der Maas
 * 2011). With deadline d and discrimination folded in (a = 1/d, so a·d = 1), an answer scores
 * S = (2x - 1)(d - t)/d and, for delta = theta - beta, the model expects
 * E(S) = (e^(2·a·d·delta) + 1)/(e^(2·a·d·delta) - 1) - 1/(a·d·delta) = coth(y) - 1/y with y = a·d·delta.
 * The same model gives P(correct) = 1/(1 + e^(-y)).
 */

/** The paper's deadline: answers after 20 s score 0. */
export const DEFAULT_TIME_LIMIT_MS = 20_000;

/** S = (2x - 1)(d - t)/d in [-1, 1]; 0 at or after the deadline; a fast correct answer scores most. */
export function answerScore(
  correct: boolean,
  responseTimeMs: number,
  timeLimitMs: number = DEFAULT_TIME_LIMIT_MS,
): number {
  const t = Math.min(Math.max(responseTimeMs, 0), timeLimitMs);
  return ((correct ? 1 : -1) * (timeLimitMs - t)) / timeLimitMs;
}

/**
 * E(S) for delta = theta - beta. Near 0 the closed form cancels catastrophically, so its Taylor
 * series y/3 - y^3/45 + 2y^5/945 is used there (the limit at 0 is 0).
 */
export function expectedScore(delta: number, discrimination = 1): number {
  const y = discrimination * delta;
  if (!Number.isFinite(y)) return Math.sign(y);
  if (Math.abs(y) < 1e-3) return y / 3 - (y * y * y) / 45 + (2 * y ** 5) / 945;
  // Beyond |y| = 20, coth(y) equals ±1 in double precision; the exponential would overflow past ~350.
  if (Math.abs(y) > 20) return Math.sign(y) - 1 / y;
  const e = Math.exp(2 * y);
  return (e + 1) / (e - 1) - 1 / y;
}

/** P(correct) under the same model: the logistic of a·d·delta. */
export function successProbability(delta: number, discrimination = 1): number {
  return 1 / (1 + Math.exp(-discrimination * delta));
}

/** The delta = theta - beta at which P(correct) equals p (the logit). */
export function deltaForSuccess(p: number, discrimination = 1): number {
  const clamped = Math.min(Math.max(p, 1e-6), 1 - 1e-6);
  return Math.log(clamped / (1 - clamped)) / discrimination;
}
