/** The practice API as the student area calls it (contract: src/domain/contracts/practice.ts). */
import {
  fluencyTestResponseSchema,
  fluencyTestStartResponseSchema,
  PRACTICE_PATHS,
  roundSummarySchema,
  savingsCardResponseSchema,
  sumWindowResponseSchema,
  taskListResponseSchema,
  type FluencyTestResponse,
  type FluencyTestStartResponse,
  type RoundSummaryResponse,
  type SavingsCardResponse,
  type SumWindowResponse,
  type TaskListResponse,
} from '../domain/contracts/practice';
import type { GameId } from '../games/catalog';
import { http } from '../shell/lib/http';

export async function fetchTaskList(leerlingId: string): Promise<TaskListResponse> {
  const { data } = await http.get<unknown>(PRACTICE_PATHS.taskList(leerlingId));
  return taskListResponseSchema.parse(data);
}

export async function createSumWindow(
  leerlingId: string,
  takenlijsttaakId: string,
  game?: GameId,
): Promise<SumWindowResponse> {
  const { data } = await http.post<unknown>(
    PRACTICE_PATHS.createWindow(leerlingId, takenlijsttaakId),
    game ? { game } : {},
  );
  return sumWindowResponseSchema.parse(data);
}

export async function fetchSumWindow(leerlingId: string, somvensterId: string): Promise<SumWindowResponse> {
  const { data } = await http.get<unknown>(PRACTICE_PATHS.window(leerlingId, somvensterId));
  return sumWindowResponseSchema.parse(data);
}

export async function finishSumWindow(
  leerlingId: string,
  somvensterId: string,
): Promise<RoundSummaryResponse> {
  const { data } = await http.post<unknown>(PRACTICE_PATHS.finishWindow(leerlingId, somvensterId), {});
  return roundSummarySchema.parse(data);
}

export async function startFluencyTest(leerlingId: string): Promise<FluencyTestStartResponse> {
  const { data } = await http.post<unknown>(PRACTICE_PATHS.fluencyTests(leerlingId), {});
  return fluencyTestStartResponseSchema.parse(data);
}

/** One test: unfinished (with what it takes to resume it) or finished (with its result). */
export async function fetchFluencyTest(leerlingId: string, testId: string): Promise<FluencyTestResponse> {
  const { data } = await http.get<unknown>(PRACTICE_PATHS.fluencyTest(leerlingId, testId));
  return fluencyTestResponseSchema.parse(data);
}

export async function fetchSavingsCard(leerlingId: string): Promise<SavingsCardResponse> {
  const { data } = await http.get<unknown>(PRACTICE_PATHS.savingsCard(leerlingId));
  return savingsCardResponseSchema.parse(data);
}

/** Buys a blob; the caller reloads the card (422: not enough coins, 409: owned already). */
export async function buyBlob(leerlingId: string, blobId: string): Promise<void> {
  await http.post<unknown>(PRACTICE_PATHS.buyBlob(leerlingId), { blobId });
}
