import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import {
  answerBatchBodySchema,
  type AnswerBatchItem,
  type RoundSummaryResponse,
  type SumWindowResponse,
  type TaskListResponse,
} from '../../../src/domain/contracts/practice';
import { manifest as bellenprikken } from '../../../src/games/bellenprikken/manifest';
import { windowFromRecipe } from '../../../src/games/testWindow';

/**
 * The practice API of the contract (src/domain/contracts/practice.ts), served in the browser through
 * page.route while the server's practice module is being built. It validates every answer batch with
 * the contract's own zod schema and stores answers idempotently by clientAnswerId, like the server will.
 */
export class FakePracticeApi {
  readonly stored = new Map<string, AnswerBatchItem>();
  /** Every batch request that reached the "server", valid or not. */
  batches = 0;
  invalidBatches = 0;
  /** The network to the API is gone: requests fail like a lost connection. */
  down = false;
  readonly windows = new Map<string, SumWindowResponse>();
  readonly finished: string[] = [];
  /** Reward games the task list offers (the day's tasks done). */
  rewardGames: TaskListResponse['rewardGames'] = [];
  /** Every task of the day is done: the map says so in a banner. */
  dayComplete = false;
  /** The savings card: coins to spend and the blobs bought. */
  coins = 40;
  readonly owned = ['blob-zon'];
  readonly tasks: TaskListResponse['tasks'] = [
    task('Optellen tot 10', 'Adding to 10', 'done', 2, 2),
    task('Optellen tot 20', 'Adding to 20', 'current', 0, 2),
    task('Tafels van 2, 5 en 10', 'Tables of 2, 5 and 10', 'upcoming', 0, 1),
  ];

  constructor(private readonly leerlingId: string) {}

  answersOf(somvensterId: string): AnswerBatchItem[] {
    return [...this.stored.values()].filter((a) => a.somvensterId === somvensterId);
  }

  async install(page: Page): Promise<void> {
    await page.route(`**/api/leerlingen/${this.leerlingId}/**`, (route) => this.handle(route));
  }

  private async handle(route: Route): Promise<void> {
    if (this.down) return route.abort('internetdisconnected');
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(`/api/leerlingen/${this.leerlingId}`, '');
    const method = request.method();
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

    if (method === 'GET' && path === '/takenlijst') {
      return json(200, {
        name: 'Sam G.',
        tasks: this.tasks,
        coins: this.coins,
        fluencyTestDue: false,
        rewardGames: this.rewardGames,
        dayComplete: this.dayComplete,
      });
    }
    const create = /^\/takenlijst\/([^/]+)\/somvensters$/.exec(path);
    if (method === 'POST' && create) {
      const taak = this.tasks.find((t) => t.id === create[1]);
      if (!taak) return json(404, { message: 'not found' });
      const made = windowFromRecipe(bellenprikken.testWindow, 'bellenprikken', this.leerlingId, randomUUID());
      const window: SumWindowResponse = {
        ...made,
        id: randomUUID(),
        takenlijsttaakId: taak.id,
        practiceTaskId: taak.oefentaakId,
        gameId: 'bellenprikken',
        purpose: 'practice',
        sums: [...made.sums],
        reserve: [...(made.reserve ?? [])],
        settings: {
          fluencyThresholdMs: made.fluencyThresholdMs,
          timeLimitMs: made.timeLimitMs,
          sound: false,
          speech: false,
          inputMethod: 'choice',
          roundLength: made.sums.length,
        },
        answered: [],
        completedAt: null,
      };
      this.windows.set(window.id, window);
      return json(201, window);
    }
    const windowMatch = /^\/somvensters\/([^/]+)(\/afronden)?$/.exec(path);
    if (windowMatch) {
      const window = this.windows.get(windowMatch[1] ?? '');
      if (!window) return json(404, { message: 'not found' });
      const answers = this.answersOf(window.id);
      if (method === 'GET' && !windowMatch[2]) {
        return json(200, {
          ...window,
          answered: answers.map((a) => ({
            clientAnswerId: a.clientAnswerId,
            sumId: a.sumId,
            position: a.kind === 'easier' ? null : (a.position ?? null),
            kind: a.kind ?? null,
            correct: this.correct(window, a),
            responseTimeMs: a.responseTimeMs,
          })),
        });
      }
      if (method === 'POST' && windowMatch[2]) {
        this.finished.push(window.id);
        const correct = answers.filter((a) => this.correct(window, a)).length;
        const summary: RoundSummaryResponse = {
          somvensterId: window.id,
          correct,
          total: answers.length,
          firstTryAccuracy: 0.5,
          finished: true,
          coins: correct,
          coinsTotal: 40 + correct,
          decision: 'repeat',
          nextOefentaakId: window.practiceTaskId,
          mastery: 0.5,
          feedback: ['roundFinished', 'keptGoing', 'repeat'],
          rewardGamesUnlocked: [],
          dayComplete: false,
          fluencyTestDue: false,
        };
        return json(200, summary);
      }
    }
    if (method === 'POST' && path === '/antwoorden') {
      this.batches += 1;
      const parsed = answerBatchBodySchema.safeParse(request.postDataJSON());
      if (!parsed.success) {
        this.invalidBatches += 1;
        return json(400, { message: 'invalid', errors: {} });
      }
      const accepted: string[] = [];
      const duplicates: string[] = [];
      for (const answer of parsed.data.answers) {
        if (this.stored.has(answer.clientAnswerId)) duplicates.push(answer.clientAnswerId);
        else {
          this.stored.set(answer.clientAnswerId, answer);
          accepted.push(answer.clientAnswerId);
        }
      }
      return json(200, { accepted, duplicates });
    }
    if (method === 'GET' && path === '/spaarkaart') {
      return json(200, { coins: this.coins, owned: this.owned, catalog: BLOBS });
    }
    if (method === 'POST' && path === '/spaarkaart/kopen') {
      const { blobId } = request.postDataJSON() as { blobId: string };
      const blob = BLOBS.find((b) => b.id === blobId);
      if (!blob) return json(404, { message: 'not found' });
      if (this.owned.includes(blobId)) return json(409, { message: 'owned' });
      if (blob.price > this.coins) return json(400, { message: 'too few coins' });
      this.coins -= blob.price;
      this.owned.push(blobId);
      return json(200, { coins: this.coins, owned: this.owned, catalog: BLOBS });
    }
    return json(404, { message: 'not found' });
  }

  private correct(window: SumWindowResponse, answer: AnswerBatchItem): boolean {
    const sum = [...window.sums, ...window.reserve].find((s) => s.id === answer.sumId);
    return !!sum && JSON.stringify(sum.answer) === JSON.stringify(answer.answer);
  }
}

const BLOBS = [
  {
    id: 'blob-zon',
    name: { nl: 'Zonneblob', en: 'Sun blob' },
    price: 20,
    rarity: 'common',
    available: true,
    look: { colour: '#ffd23f', shape: 'small', eyes: 'dots', mouth: 'smile', accessory: 'rays', accessoryColour: '#ffb000' },
  },
  {
    id: 'blob-zee',
    name: { nl: 'Zeeblob', en: 'Sea blob' },
    price: 30,
    rarity: 'rare',
    available: true,
    look: { colour: '#4fd1c5', shape: 'fish', eyes: 'big', mouth: 'grin', accessory: 'fins', accessoryColour: null },
  },
  {
    id: 'blob-ster',
    name: { nl: 'Sterblob', en: 'Star blob' },
    price: 120,
    rarity: 'legendary',
    available: true,
    look: { colour: '#ffd23f', shape: 'star', eyes: 'happy', mouth: 'open', accessory: 'crown', accessoryColour: null },
  },
];

export function task(
  nl: string,
  en: string,
  status: 'done' | 'current' | 'upcoming',
  roundsToday: number,
  roundsRequired: number,
): TaskListResponse['tasks'][number] {
  return {
    id: randomUUID(),
    oefentaakId: `ot-${nl.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    title: { nl, en },
    kind: 'adaptive',
    status,
    roundsToday,
    roundsRequired,
    games: ['bellenprikken'],
    domainId: 'optellen',
    goal: 'automate',
  };
}
