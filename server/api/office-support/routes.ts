import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dashboardResponseSchema,
  inviteOfficeUserBodySchema,
  moveStudentBodySchema,
  OFFICE_SUPPORT_PATHS as P,
  officeUserListResponseSchema,
  officeUserSchema,
  resetPasswordResponseSchema,
  studentGroupsResponseSchema,
  studentSearchQuerySchema,
  studentSearchResponseSchema,
  supportStudentSchema,
  updateOfficeUserBodySchema,
} from '../../../src/domain/contracts/office-support';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/connection';
import { ApiError, languageOf } from '../../errors';
import type { PasswordSealer } from '../../identity/sealed-passwords';
import type { Mailer } from '../../mail';
import { recordAudit, recordView } from '../audit/record';
import { accountScope, currentUser, requireRole } from '../auth/authenticate';
import { makeChildPassword, moveStudents, setStudentPassword } from '../roster/students';
import { dashboard, markSubmissionHandled, type PastWeeksCache } from './dashboard';
import {
  changeOfficeRole,
  inviteOfficeUser,
  listOfficeUsers,
  officeUserOf,
  setOfficeUserActive,
} from './staff';
import { classesOf, searchAllStudents, studentRow, unlockStudent } from './students';

const idParams = z.strictObject({ id: z.uuid() });
const studentParams = z.strictObject({ leerlingId: z.uuid() });
/** Express paths of the contract's functions, for Fastify's router. */
const route = (path: (id: string) => string, param: string) => path(`:${param}`);

/**
 * The office's dashboard, support for students of any account, and (superadmin) the office users.
 * School roles and students get 403 on every route; office gets 403 on the office users.
 */
export const officeSupportRoutes: FastifyPluginAsync<{
  db: Database;
  sealer: PasswordSealer;
  mailer: Mailer;
  config: ServerConfig;
}> = async (app, { db, sealer, mailer, config }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const office = [app.authenticate, requireRole('office', 'superadmin')];
  const superadmin = [app.authenticate, requireRole('superadmin')];
  /** The dashboard's finished weeks, per server process (see PastWeeksCache). */
  const pastWeeks: PastWeeksCache = {};

  api.get(
    P.dashboard,
    { preHandler: office, schema: { response: { 200: dashboardResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboard(db, new Date(), pastWeeks);
    },
  );

  api.post(
    route(P.handleSubmission, 'id'),
    { preHandler: office, schema: { params: idParams } },
    async (request, reply) => {
      const actor = currentUser(request);
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const done = await markSubmissionHandled(t, request.params.id);
        if (!done) throw new ApiError(404, 'notFound');
        if (!done.already)
          await recordAudit(t, actor, {
            action: 'submission.handle',
            accountId: null,
            targetId: request.params.id,
            detail: { kind: done.kind },
          });
      });
      return reply.status(204).send();
    },
  );

  // ---- Students of every account --------------------------------------------------------------------

  api.get(
    P.students,
    {
      preHandler: office,
      schema: { querystring: studentSearchQuerySchema, response: { 200: studentSearchResponseSchema } },
    },
    async (request, reply) => {
      const found = await searchAllStudents(db, request.query.zoek);
      // A view of pupil data: per account whose pupils the answer shows, which ones (never the term).
      const byAccount = new Map<string, string[]>();
      for (const s of found.students)
        byAccount.set(s.account.id, [...(byAccount.get(s.account.id) ?? []), s.id]);
      for (const [accountId, studentIds] of byAccount)
        await recordView(db, currentUser(request), {
          action: 'pupilData.view',
          accountId,
          detail: { view: 'search', studentIds, count: studentIds.length },
        });
      reply.header('cache-control', 'no-store');
      return found;
    },
  );

  /** The student, with the tenant rule applied to their account (office: logged). */
  const studentOf = async (request: Parameters<typeof accountScope>[0], id: string) => {
    const student = await studentRow(db, id);
    accountScope(request, student.accountId);
    return student;
  };

  api.get(
    route(P.studentGroups, 'leerlingId'),
    { preHandler: office, schema: { params: studentParams, response: { 200: studentGroupsResponseSchema } } },
    async (request) => {
      const student = await studentOf(request, request.params.leerlingId);
      return { groups: await classesOf(db, student.accountId) };
    },
  );

  api.post(
    route(P.resetPassword, 'leerlingId'),
    {
      preHandler: office,
      schema: { params: studentParams, response: { 200: resetPasswordResponseSchema } },
    },
    async (request, reply) => {
      const student = await studentOf(request, request.params.leerlingId);
      const language = languageOf(request.headers['accept-language']) === 'en' ? 'en' : 'nl';
      const password = makeChildPassword(language);
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        await setStudentPassword(t, sealer, student.accountId, student.id, password);
        // Never the password: only that it was reset.
        await recordAudit(t, currentUser(request), {
          action: 'student.resetPassword',
          accountId: student.accountId,
          targetId: student.id,
        });
      });
      reply.header('cache-control', 'no-store');
      return { password };
    },
  );

  /** The student as the search shows them, after a change. */
  const supportView = async (id: string) => {
    const student = await studentRow(db, id);
    const found = await searchAllStudents(db, student.username);
    const view = found.students.find((s) => s.id === id);
    if (!view) throw new ApiError(404, 'notFound');
    return view;
  };

  api.post(
    route(P.unlock, 'leerlingId'),
    { preHandler: office, schema: { params: studentParams, response: { 200: supportStudentSchema } } },
    async (request) => {
      const student = await studentOf(request, request.params.leerlingId);
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const wasLocked = await unlockStudent(t, student);
        await recordAudit(t, currentUser(request), {
          action: 'student.unlock',
          accountId: student.accountId,
          targetId: student.id,
          detail: { wasLocked },
        });
      });
      return supportView(student.id);
    },
  );

  api.post(
    route(P.move, 'leerlingId'),
    {
      preHandler: office,
      schema: { params: studentParams, body: moveStudentBodySchema, response: { 200: supportStudentSchema } },
    },
    async (request) => {
      const student = await studentOf(request, request.params.leerlingId);
      const { groupId } = request.body;
      // Only a class of the student's own account: another account's group is refused on the field.
      const target = (await classesOf(db, student.accountId)).find((g) => g.id === groupId);
      if (!target) throw new ApiError(400, 'badRequest', { groupId: 'format' });
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        await moveStudents(t, student.accountId, [student.id], target.id);
        await recordAudit(t, currentUser(request), {
          action: 'student.move',
          accountId: student.accountId,
          targetId: student.id,
          detail: { fromGroupId: student.groupId, toGroupId: target.id },
        });
      });
      return supportView(student.id);
    },
  );

  // ---- Office users (superadmin) ---------------------------------------------------------------------

  api.get(
    P.staff,
    { preHandler: superadmin, schema: { response: { 200: officeUserListResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { users: await listOfficeUsers(db) };
    },
  );

  api.post(
    P.staff,
    {
      preHandler: superadmin,
      schema: { body: inviteOfficeUserBodySchema, response: { 201: officeUserSchema } },
    },
    async (request, reply) => {
      const id = await inviteOfficeUser(
        db,
        mailer,
        config.publicUrl,
        currentUser(request),
        request.body,
        request.headers['accept-language'],
      );
      request.log.info({ officeUserId: id }, 'an office user was invited');
      return reply.status(201).send(await officeUserOf(db, id));
    },
  );

  api.patch(
    route(P.staffMember, 'id'),
    {
      preHandler: superadmin,
      schema: { params: idParams, body: updateOfficeUserBodySchema, response: { 200: officeUserSchema } },
    },
    async (request) => {
      await changeOfficeRole(db, currentUser(request), request.params.id, request.body.role);
      return officeUserOf(db, request.params.id);
    },
  );

  for (const [path, active] of [
    [P.deactivateStaff, false],
    [P.activateStaff, true],
  ] as const) {
    api.post(
      route(path, 'id'),
      { preHandler: superadmin, schema: { params: idParams, response: { 200: officeUserSchema } } },
      async (request) => {
        await setOfficeUserActive(db, currentUser(request), request.params.id, active);
        return officeUserOf(db, request.params.id);
      },
    );
  }
};
