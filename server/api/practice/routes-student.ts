import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerBatchBodySchema,
  answerBatchResponseSchema,
  buyBlobBodySchema,
  createSumWindowBodySchema,
  fluencyTestAnswerBodySchema,
  fluencyTestAnswerResponseSchema,
  fluencyTestListResponseSchema,
  fluencyTestResponseSchema,
  fluencyTestStartResponseSchema,
  roundSummarySchema,
  savingsCardResponseSchema,
  sumWindowResponseSchema,
  taskListResponseSchema,
  PRACTICE_PATHS,
} from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { requireRole } from '../auth/authenticate';
import { ownStudentByToken, STUDENT_AREA_ROLES, studentContext } from '../auth/access';
import { assertMayPractise } from '../licences/enforce';
import { submitAnswers } from './answers';
import { loadCurriculum } from './curriculum';
import { answerTest, getTest, listTests, startTest } from './fluency-tests';
import { finishWindow } from './rounds';
import { buy, savingsCard } from './savings';
import { effectiveSettings } from './settings';
import { loadTaskList, taskListResponse } from './task-list';
import { createWindow, findWindow, windowResponse } from './windows';

const id = z.string().min(1).max(64);
const student = z.strictObject({ leerlingId: id });

/**
 * The student area's calls: task list, sum windows, answers, finishing rounds, the fluency test and
 * the savings card. Reading is open to the student and to staff of the student's account; writing
 * a child's practice record is the child's own (see `studentContext`).
 */
export const studentPracticeRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = [app.authenticate, requireRole(...STUDENT_AREA_ROLES)];

  api.get(
    PRACTICE_PATHS.taskList(':leerlingId'),
    { preHandler, schema: { params: student, response: { 200: taskListResponseSchema } } },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'view');
      const now = Date.now();
      const curriculum = await loadCurriculum(db);
      const { settings } = await effectiveSettings(db, ctx);
      const entries = await loadTaskList(db, ctx, curriculum, settings, now);
      const { wide, tall } = curriculum.map;
      return { ...(await taskListResponse(db, ctx, entries, settings)), map: { wide: [...wide], tall: [...tall] } };
    },
  );

  api.post(
    PRACTICE_PATHS.createWindow(':leerlingId', ':takenlijsttaakId'),
    {
      preHandler,
      schema: {
        params: z.strictObject({ leerlingId: id, takenlijsttaakId: id }),
        body: createSumWindowBodySchema.nullish(),
        response: { 201: sumWindowResponseSchema },
      },
    },
    async (request, reply) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'own');
      // A new round only while the licence holds; a round already started always completes.
      await assertMayPractise(db, ctx.scope);
      const window = await createWindow(
        db,
        ctx,
        request.params.takenlijsttaakId,
        request.body?.game,
        Date.now(),
      );
      return reply.status(201).send(window);
    },
  );

  api.get(
    PRACTICE_PATHS.window(':leerlingId', ':somvensterId'),
    {
      preHandler,
      schema: {
        params: z.strictObject({ leerlingId: id, somvensterId: z.uuid() }),
        response: { 200: sumWindowResponseSchema },
      },
    },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'view');
      return windowResponse(db, await findWindow(db, ctx, request.params.somvensterId));
    },
  );

  api.post(
    PRACTICE_PATHS.answers(':leerlingId'),
    {
      // No app.authenticate: the token's user and the student row are checked inside submitAnswers'
      // first statement (two round trips less than app.authenticate and studentContext). Its signature
      // is checked first, before validation, without the database (and only once per token).
      onRequest: app.tokenClaims,
      schema: { params: student, body: answerBatchBodySchema, response: { 200: answerBatchResponseSchema } },
    },
    async (request) => {
      const { holder, ...who } = await ownStudentByToken(
        app,
        request,
        request.params.leerlingId,
        STUDENT_AREA_ROLES,
      );
      return submitAnswers(db, who, request.body.answers, Date.now(), holder);
    },
  );

  api.post(
    PRACTICE_PATHS.finishWindow(':leerlingId', ':somvensterId'),
    {
      preHandler,
      schema: {
        params: z.strictObject({ leerlingId: id, somvensterId: z.uuid() }),
        response: { 200: roundSummarySchema },
      },
    },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'own');
      return finishWindow(db, ctx, request.params.somvensterId, Date.now());
    },
  );

  api.get(
    PRACTICE_PATHS.fluencyTests(':leerlingId'),
    { preHandler, schema: { params: student, response: { 200: fluencyTestListResponseSchema } } },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'view');
      return listTests(db, ctx);
    },
  );

  api.post(
    PRACTICE_PATHS.fluencyTests(':leerlingId'),
    { preHandler, schema: { params: student, response: { 200: fluencyTestStartResponseSchema } } },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'own');
      return startTest(db, ctx, Date.now());
    },
  );

  api.get(
    PRACTICE_PATHS.fluencyTest(':leerlingId', ':testId'),
    {
      preHandler,
      schema: {
        params: z.strictObject({ leerlingId: id, testId: z.uuid() }),
        response: { 200: fluencyTestResponseSchema },
      },
    },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'view');
      return getTest(db, ctx, request.params.testId);
    },
  );

  api.post(
    PRACTICE_PATHS.fluencyTestAnswers(':leerlingId', ':testId'),
    {
      preHandler,
      schema: {
        params: z.strictObject({ leerlingId: id, testId: z.uuid() }),
        body: fluencyTestAnswerBodySchema,
        response: { 200: fluencyTestAnswerResponseSchema },
      },
    },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'own');
      return answerTest(db, ctx, request.params.testId, request.body, Date.now());
    },
  );

  api.get(
    PRACTICE_PATHS.savingsCard(':leerlingId'),
    { preHandler, schema: { params: student, response: { 200: savingsCardResponseSchema } } },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'view');
      return savingsCard(db, ctx);
    },
  );

  api.post(
    PRACTICE_PATHS.buyBlob(':leerlingId'),
    {
      preHandler,
      schema: { params: student, body: buyBlobBodySchema, response: { 200: savingsCardResponseSchema } },
    },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'own');
      return buy(db, ctx, request.body.blobId);
    },
  );
};
