/**
 * Simulated students practise against the adaptive engine (run: npx tsx scripts/bench-adaptive.ts).
 *
 * A. Targeting and estimation: students of known ability theta answer items of known difficulty beta,
 *    drawn from the engine's own response model (Maris & van der Maas 2012): the score S has density
 *    proportional to exp(delta * s) on [-1, 1], so correct = S > 0 and t = d (1 - |S|). Item ratings
 *    start at the feature prior (the true beta differs by noise) and calibrate while students play.
 * B. Automating a times table: a learner whose memory of each fact grows with practice and fades with
 *    the number of other answers in between; answers are fast when recalled, slow when worked out.
 *    The adaptive engine is compared with a non-adaptive random order over the same facts.
 *
 * Prints a markdown table and writes bench-results/adaptive.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { findPracticeTask, LEARNING_LINE } from '../src/domain/curriculum';
import {
  answerInRound,
  applyAnswer,
  completeIntake,
  currentRoundItem,
  decideAfterRound,
  fluencyStatus,
  itemRating,
  newStudentTaskState,
  planNextRound,
  priorDifficulty,
  startRound,
  summarizeRound,
} from '../src/domain/engine';
import type { Rating, StudentTaskState } from '../src/domain/engine';
import { sourceItems } from '../src/domain/generators';
import { createRng } from '../src/domain/random';
import type { Rng } from '../src/domain/random';
import type { Sum } from '../src/domain/sums';

const started = performance.now();
const TIME_LIMIT_MS = 20_000;
const DAY_MS = 86_400_000;
const WARM_UP = 50;

function gaussian(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** Draws S from density ∝ exp(delta·s) on [-1, 1] by inverting its distribution function. */
function drawScore(delta: number, rng: Rng): number {
  const u = rng.next();
  if (Math.abs(delta) < 1e-6) return 2 * u - 1;
  const a = Math.exp(-delta);
  const b = Math.exp(delta);
  return Math.log(a + u * (b - a)) / delta;
}

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] ?? 0) - mx;
    const dy = (ys[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? Number.NaN;
};
const mean = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0) / values.length;

interface Learner {
  state: StudentTaskState;
  /** Answers with correctness, in order (comebacks and easier sums included). */
  outcomes: boolean[];
  thetaAt: Record<number, number>;
  now: number;
  round: number;
}

/** One round for one learner: plan, play through the round flow (misses come back), update, decide. */
function playRound(
  learner: Learner,
  items: readonly Sum[],
  ratings: Record<string, Rating>,
  goal: 'automate' | 'apply',
  respond: (sum: Sum) => { correct: boolean; ms: number },
  seed: string,
): void {
  const { purpose, plan } = planNextRound({
    items,
    itemRatings: ratings,
    student: learner.state,
    now: learner.now,
    seed,
    settings: { goal },
  });
  learner.state = plan.student;
  let flow = startRound({ sums: plan.sums, reserve: plan.reserve });
  for (let item = currentRoundItem(flow); item !== null; item = currentRoundItem(flow)) {
    const { correct, ms } = respond(item.sum);
    learner.now += ms + 1500;
    const rating = ratings[item.sum.id] ?? itemRating(ratings, item.sum);
    const effect = applyAnswer(learner.state, rating, {
      sumId: item.sum.id,
      correct,
      responseTimeMs: ms,
      answeredAt: learner.now,
    });
    learner.state = effect.student;
    ratings[item.sum.id] = effect.item;
    learner.outcomes.push(correct);
    for (const mark of [100, 300])
      if (learner.outcomes.length === mark) learner.thetaAt[mark] = learner.state.rating.value;
    flow = answerInRound(flow, correct);
  }
  if (purpose === 'intake') learner.state = completeIntake(learner.state);
  const summary = summarizeRound(flow);
  learner.state = decideAfterRound({
    student: learner.state,
    items,
    itemRatings: ratings,
    roundAccuracy: summary.firstTryAccuracy,
    settings: { goal },
  }).student;
  learner.round++;
  // Two rounds a school day.
  if (learner.round % 2 === 0) learner.now += DAY_MS;
}

// ---------------------------------------------------------------------------------------------
// A. Targeting and estimation

interface TargetingResult {
  task: string;
  goal: 'automate' | 'apply';
  items: number;
  students: number;
  successMean: number;
  successP10: number;
  successP90: number;
  withinBand: number;
  correlation100: number;
  correlation300: number;
}

function targeting(taskId: string, students: number, seed: string): TargetingResult {
  const entry = findPracticeTask(LEARNING_LINE, taskId);
  if (!entry) throw new Error(`unknown task ${taskId}`);
  const items = sourceItems(entry.task.source, () => undefined);
  const rng = createRng(seed);
  const trueBeta = new Map(items.map((sum) => [sum.id, priorDifficulty(sum) + 0.6 * gaussian(rng)]));
  // Students for whom the task fits, as the learning line places them: a student's ability puts the
  // target success (.75, delta = logit .75 = 1.1) at a random difficulty between the task's 10th and
  // 90th percentile items, so that easier and harder items than the target exist in the bank.
  const betas = [...trueBeta.values()];
  const ratings: Record<string, Rating> = {};
  const learners: (Learner & { theta: number })[] = Array.from({ length: students }, (_, i) => ({
    theta: quantile(betas, 0.1 + 0.8 * rng.next()) + Math.log(3),
    state: newStudentTaskState(`s${i}`, taskId),
    outcomes: [],
    thetaAt: {},
    now: Date.UTC(2025, 8, 1, 8),
    round: 0,
  }));
  // Students take turns round by round, as a school's classes do, so items calibrate along the way.
  while (learners.some((l) => l.outcomes.length < 300)) {
    for (const learner of learners) {
      if (learner.outcomes.length >= 300) continue;
      playRound(
        learner,
        items,
        ratings,
        entry.task.goal,
        (sum) => {
          const s = drawScore(learner.theta - (trueBeta.get(sum.id) ?? 0), rng);
          return { correct: s > 0, ms: Math.round(TIME_LIMIT_MS * (1 - Math.abs(s))) };
        },
        `${seed}:${learner.state.studentId}:${learner.round}`,
      );
    }
  }
  const rates = learners.map((l) => {
    const after = l.outcomes.slice(WARM_UP, 300);
    return after.filter(Boolean).length / after.length;
  });
  return {
    task: taskId,
    goal: entry.task.goal,
    items: items.length,
    students,
    successMean: mean(rates),
    successP10: quantile(rates, 0.1),
    successP90: quantile(rates, 0.9),
    withinBand: rates.filter((r) => Math.abs(r - 0.75) <= 0.05).length / rates.length,
    correlation100: pearson(
      learners.map((l) => l.thetaAt[100] ?? Number.NaN),
      learners.map((l) => l.theta),
    ),
    correlation300: pearson(
      learners.map((l) => l.thetaAt[300] ?? Number.NaN),
      learners.map((l) => l.theta),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// B. Automating a table: adaptive engine vs random order

/** Memory of one fact: strength on the logit scale, and the answer index of the last practice. */
interface Memory {
  strength: number;
  lastAt: number;
}

const RECALL_INPUT_MS = 900;

/** The learner model: recall with forgetting over intervening answers; else work it out slowly. */
function makeMemoryLearner(items: readonly Sum[], rng: Rng) {
  const memory = new Map<string, Memory>();
  for (const sum of items) {
    // Harder facts (by the feature prior: table, factor) start weaker; times 1 and times 10 are
    // mostly known already.
    const other = sum.display.operands[0] ?? 0;
    const head = other === 1 || other === 10 ? 1.5 : 0;
    memory.set(sum.id, { strength: -0.3 - priorDifficulty(sum) + head + 0.5 * gaussian(rng), lastAt: -1000 });
  }
  let clock = 0;
  return (sum: Sum): { correct: boolean; ms: number } => {
    const m = memory.get(sum.id) as Memory;
    const lag = clock - m.lastAt;
    // Stronger memories fade more slowly.
    const effective = m.strength - (0.35 / (1 + Math.max(0, m.strength))) * Math.log(1 + lag);
    const recalled = rng.next() < 1 / (1 + Math.exp(-effective));
    let result: { correct: boolean; ms: number };
    if (recalled) {
      result = {
        correct: true,
        ms: Math.round(
          RECALL_INPUT_MS + 5000 * Math.exp(-0.7 * Math.max(effective, 0)) * Math.exp(0.25 * gaussian(rng)),
        ),
      };
    } else {
      const worked = rng.next() < 0.65;
      result = { correct: worked, ms: Math.round((worked ? 7000 : 4500) * Math.exp(0.3 * gaussian(rng))) };
    }
    // Feedback after every answer; retrieval practice strengthens less than being shown the answer
    // after a miss, and a retrieval after a longer gap strengthens more (spacing effect).
    m.strength += recalled ? 0.3 + 0.1 * Math.min(1, lag / 20) : 0.45;
    m.lastAt = clock;
    clock++;
    return result;
  };
}

interface AutomationRun {
  answers: number;
  automated: boolean;
  /** Share of all answers that were correct. */
  success: number;
}

const MAX_ANSWERS = 1500;

function allAutomated(
  items: readonly Sum[],
  history: Map<string, { correct: boolean; ms: number }[]>,
): boolean {
  return items.every((sum) => fluencyStatus(history.get(sum.id) ?? []) === 'automated');
}

function adaptiveAutomation(items: readonly Sum[], seed: string): AutomationRun {
  const rng = createRng(seed);
  const respond = makeMemoryLearner(items, rng);
  const ratings: Record<string, Rating> = {};
  const learner: Learner = {
    state: newStudentTaskState('s', 'table'),
    outcomes: [],
    thetaAt: {},
    now: Date.UTC(2025, 8, 1, 8),
    round: 0,
  };
  while (learner.outcomes.length < MAX_ANSWERS) {
    playRound(learner, items, ratings, 'automate', respond, `${seed}:${learner.round}`);
    const history = new Map(items.map((sum) => [sum.id, [...(learner.state.facts[sum.id]?.recent ?? [])]]));
    const success = learner.outcomes.filter(Boolean).length / learner.outcomes.length;
    if (allAutomated(items, history)) return { answers: learner.outcomes.length, automated: true, success };
  }
  return {
    answers: learner.outcomes.length,
    automated: false,
    success: learner.outcomes.filter(Boolean).length / learner.outcomes.length,
  };
}

/** The non-adaptive baseline: the facts in random order, every fact once per pass (shuffled decks). */
function randomOrderAutomation(items: readonly Sum[], seed: string): AutomationRun {
  const rng = createRng(seed);
  const respond = makeMemoryLearner(items, rng);
  const order = createRng(`${seed}:order`);
  const history = new Map<string, { correct: boolean; ms: number }[]>();
  let deck: Sum[] = [];
  let correct = 0;
  for (let n = 1; n <= MAX_ANSWERS; n++) {
    if (deck.length === 0) deck = order.shuffle(items);
    const sum = deck.pop() as Sum;
    const outcome = respond(sum);
    if (outcome.correct) correct++;
    history.set(sum.id, [...(history.get(sum.id) ?? []), outcome]);
    if (allAutomated(items, history)) return { answers: n, automated: true, success: correct / n };
  }
  return { answers: MAX_ANSWERS, automated: false, success: correct / MAX_ANSWERS };
}

interface AutomationResult {
  task: string;
  learners: number;
  facts: number;
  adaptiveMedian: number;
  adaptiveMean: number;
  adaptiveAutomated: number;
  adaptiveSuccess: number;
  randomSuccess: number;
  randomMedian: number;
  randomMean: number;
  randomAutomated: number;
}

function automation(taskId: string, learners: number): AutomationResult {
  const entry = findPracticeTask(LEARNING_LINE, taskId);
  if (!entry) throw new Error(`unknown task ${taskId}`);
  const items = sourceItems(entry.task.source, () => undefined);
  const adaptive = Array.from({ length: learners }, (_, i) => adaptiveAutomation(items, `learner-${i}`));
  const random = Array.from({ length: learners }, (_, i) => randomOrderAutomation(items, `learner-${i}`));
  return {
    task: taskId,
    learners,
    facts: items.length,
    adaptiveMedian: quantile(
      adaptive.map((r) => r.answers),
      0.5,
    ),
    adaptiveMean: mean(adaptive.map((r) => r.answers)),
    adaptiveAutomated: adaptive.filter((r) => r.automated).length / learners,
    adaptiveSuccess: mean(adaptive.map((r) => r.success)),
    randomSuccess: mean(random.map((r) => r.success)),
    randomMedian: quantile(
      random.map((r) => r.answers),
      0.5,
    ),
    randomMean: mean(random.map((r) => r.answers)),
    randomAutomated: random.filter((r) => r.automated).length / learners,
  };
}

// ---------------------------------------------------------------------------------------------

const targetingResults = [
  targeting('ot-plusmin-100', 80, 'bench-a1'),
  targeting('ot-tafels-alle', 80, 'bench-a2'),
];
const automationResults = [
  automation('ot-tafel-3', 100),
  automation('ot-tafel-7', 100),
  automation('ot-tafels-6-9', 100),
];
const seconds = (performance.now() - started) / 1000;

const f2 = (x: number): string => x.toFixed(2);
const lines = [
  '### A. Success rate and ability estimation',
  '',
  `Observed success per student over answers ${WARM_UP + 1}-300 (target .75 ± .05); Pearson r of estimated and true ability.`,
  '',
  '| task | goal | items | students | success mean | p10-p90 | share within .70-.80 | r after 100 | r after 300 |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ...targetingResults.map(
    (r) =>
      `| ${r.task} | ${r.goal} | ${r.items} | ${r.students} | ${f2(r.successMean)} | ${f2(r.successP10)}-${f2(r.successP90)} | ${f2(r.withinBand)} | ${f2(r.correlation100)} | ${f2(r.correlation300)} |`,
  ),
  '',
  '### B. Answers needed until every fact is automated (3 of the last 4 correct within 3 s), adaptive vs random order',
  '',
  '| task | facts | learners | adaptive median | adaptive mean | adaptive done | adaptive success | random median | random mean | random done | random success | saving (median) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...automationResults.map(
    (r) =>
      `| ${r.task} | ${r.facts} | ${r.learners} | ${r.adaptiveMedian} | ${r.adaptiveMean.toFixed(0)} | ${f2(r.adaptiveAutomated)} | ${f2(r.adaptiveSuccess)} | ${r.randomMedian} | ${r.randomMean.toFixed(0)} | ${f2(r.randomAutomated)} | ${f2(r.randomSuccess)} | ${(100 * (1 - r.adaptiveMedian / r.randomMedian)).toFixed(0)}% |`,
  ),
  '',
  'Random order: every fact once per pass in shuffled order. Answers include the intake, and the easier sums and comebacks after misses.',
  '',
  `Finished in ${seconds.toFixed(1)} s.`,
];
console.log(lines.join('\n'));

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/adaptive.json',
  `${JSON.stringify({ generatedAt: new Date().toISOString(), seconds, warmUp: WARM_UP, targeting: targetingResults, automation: automationResults }, null, 2)}\n`,
);
