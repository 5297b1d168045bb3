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
    '/api/leerlingen/:leerlingId/takenlijst',
    { preHandler, schema: { params: student, response: { 200: taskListResponseSchema } } },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'view');
      const now = Date.now();
      const curriculum = await loadCurriculum(db);
      const { settings } = await effectiveSettings(db, ctx);
      const entries = await loadTaskList(db, ctx, curriculum, settings, now);
      return taskListResponse(db, ctx, entries, settings);
    },
  );

  api.post(
    '/api/leerlingen/:leerlingId/takenlijst/:takenlijsttaakId/somvensters',
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
    '/api/leerlingen/:leerlingId/somvensters/:somvensterId',
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
    '/api/leerlingen/:leerlingId/antwoorden',
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
    '/api/leerlingen/:leerlingId/somvensters/:somvensterId/afronden',
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
    '/api/leerlingen/:leerlingId/automatiseertoets',
    { preHandler, schema: { params: student, response: { 200: fluencyTestListResponseSchema } } },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'view');
      return listTests(db, ctx);
    },
  );

  api.post(
    '/api/leerlingen/:leerlingId/automatiseertoets',
    { preHandler, schema: { params: student, response: { 200: fluencyTestStartResponseSchema } } },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'own');
      return startTest(db, ctx, Date.now());
    },
  );

  api.get(
    '/api/leerlingen/:leerlingId/automatiseertoets/:testId',
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
    '/api/leerlingen/:leerlingId/automatiseertoets/:testId/antwoorden',
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
    '/api/leerlingen/:leerlingId/spaarkaart',
    { preHandler, schema: { params: student, response: { 200: savingsCardResponseSchema } } },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'view');
      return savingsCard(db, ctx);
    },
  );

  api.post(
    '/api/leerlingen/:leerlingId/spaarkaart/kopen',
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
