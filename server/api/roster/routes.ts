import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountResponseSchema,
  addMembersBodySchema,
  studentSearchQuerySchema,
  studentSearchResponseSchema,
  addStudentsBodySchema,
  addStudentsResponseSchema,
  createGroupBodySchema,
  groupListQuerySchema,
  groupListResponseSchema,
  groupSummarySchema,
  mergeGroupBodySchema,
  moveStudentsBodySchema,
  passwordListResponseSchema,
  setStudentPasswordBodySchema,
  setStudentPasswordResponseSchema,
  studentListResponseSchema,
  updateGroupBodySchema,
  updateStudentBodySchema,
  ROSTER_PATHS,
} from '../../../src/domain/contracts/roster';
import type { Database } from '../../db/connection';
import { accountResponse } from './account';
import { accounts, groups } from '../../db/schema';
import { ApiError, languageOf } from '../../errors';
import type { PasswordSealer } from '../../identity/sealed-passwords';
import { recordAudit, recordView } from '../audit/record';
import { groupContext, STAFF_ROLES, studentContext } from '../auth/access';
import { accountScope, currentUser, requireRole } from '../auth/authenticate';
import { and, eq, isNull } from 'drizzle-orm';
import {
  archiveGroup,
  createGroup,
  groupSummary,
  listGroups,
  mergeGroup,
  restoreGroup,
  updateGroup,
} from './groups';
import {
  addMembers,
  removeMember,
  searchStudents,
  addStudents,
  listPasswords,
  listStudents,
  makeChildPassword,
  moveStudents,
  setStudentPassword,
  trashStudent,
  updateStudent,
} from './students';

const uuid = z.uuid();
const accountParams = z.strictObject({ accountId: uuid });
const groupParams = z.strictObject({ groepId: uuid });
const studentParams = z.strictObject({ leerlingId: uuid });
const ADMIN_ROLES = ['schooladmin', 'office', 'superadmin'] as const;

/** The account a staff request names, never null (office and superadmin must name one). */
function scopeOf(request: Parameters<typeof accountScope>[0], accountId: string): string {
  return accountScope(request, accountId) ?? accountId;
}

/**
 * Groups and students of a school (SPEC §2 groepen, leerlingen, toevoegen, wachtwoorden): every route
 * under the one tenant rule; a docent reaches only the groups they teach and their students.
 */
export const rosterRoutes: FastifyPluginAsync<{ db: Database; sealer: PasswordSealer }> = async (
  app,
  { db, sealer },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = [app.authenticate, requireRole(...STAFF_ROLES)];
  const admins = [app.authenticate, requireRole(...ADMIN_ROLES)];

  api.get(
    ROSTER_PATHS.account(':accountId'),
    { preHandler: staff, schema: { params: accountParams, response: { 200: accountResponseSchema } } },
    async (request) => {
      const scope = scopeOf(request, request.params.accountId);
      const [account] = await db.select().from(accounts).where(eq(accounts.id, scope));
      if (!account) throw new ApiError(404, 'notFound');
      return accountResponse(account!);
    },
  );

  api.get(
    ROSTER_PATHS.groups(':accountId'),
    {
      preHandler: staff,
      schema: {
        params: accountParams,
        querystring: groupListQuerySchema,
        response: { 200: groupListResponseSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request, request.params.accountId);
      const archived = request.query.archived === 'true';
      return { groups: await listGroups(db, scope, currentUser(request), { archived }) };
    },
  );

  api.post(
    ROSTER_PATHS.groups(':accountId'),
    {
      preHandler: staff,
      schema: { params: accountParams, body: createGroupBodySchema, response: { 201: groupSummarySchema } },
    },
    async (request, reply) => {
      const scope = scopeOf(request, request.params.accountId);
      const id = await createGroup(db, scope, currentUser(request), request.body);
      return reply.status(201).send(await groupSummary(db, scope, currentUser(request), id));
    },
  );

  api.patch(
    ROSTER_PATHS.group(':groepId'),
    {
      preHandler: staff,
      schema: { params: groupParams, body: updateGroupBodySchema, response: { 200: groupSummarySchema } },
    },
    async (request) => {
      const group = await groupContext(db, request, request.params.groepId);
      await updateGroup(db, group.scope, group.groupId, request.body);
      return groupSummary(db, group.scope, currentUser(request), group.groupId);
    },
  );

  api.post(
    ROSTER_PATHS.archiveGroup(':groepId'),
    { preHandler: admins, schema: { params: groupParams } },
    async (request, reply) => {
      const group = await groupContext(db, request, request.params.groepId);
      await archiveGroup(db, group.scope, group.groupId);
      return reply.status(204).send();
    },
  );

  api.post(
    ROSTER_PATHS.restoreGroup(':groepId'),
    { preHandler: admins, schema: { params: groupParams } },
    async (request, reply) => {
      const group = await groupContext(db, request, request.params.groepId);
      await restoreGroup(db, group.scope, group.groupId, group.name);
      return reply.status(204).send();
    },
  );

  api.post(
    ROSTER_PATHS.mergeGroup(':groepId'),
    {
      preHandler: admins,
      schema: {
        params: groupParams,
        body: mergeGroupBodySchema,
        response: { 200: z.object({ moved: z.number() }) },
      },
    },
    async (request) => {
      const group = await groupContext(db, request, request.params.groepId);
      return { moved: await mergeGroup(db, group.scope, group.groupId, request.body.into) };
    },
  );

  api.get(
    ROSTER_PATHS.students(':groepId'),
    { preHandler: staff, schema: { params: groupParams, response: { 200: studentListResponseSchema } } },
    async (request) => {
      const group = await groupContext(db, request, request.params.groepId);
      return {
        group: await groupSummary(db, group.scope, currentUser(request), group.groupId),
        students: await listStudents(db, group.scope, group.groupId),
      };
    },
  );

  api.post(
    ROSTER_PATHS.students(':groepId'),
    {
      preHandler: staff,
      schema: {
        params: groupParams,
        body: addStudentsBodySchema,
        response: { 201: addStudentsResponseSchema },
      },
    },
    async (request, reply) => {
      const group = await groupContext(db, request, request.params.groepId);
      if (group.archived) throw new ApiError(409, 'groupArchived');
      const language = languageOf(request.headers['accept-language']) === 'en' ? 'en' : 'nl';
      const students = await addStudents(
        db,
        sealer,
        group.scope,
        group.groupId,
        request.body.students,
        language,
        // The new passwords are shown once in the answer: recorded, by pupil id, never the passwords.
        (tx, ids) =>
          recordAudit(tx, currentUser(request), {
            action: 'student.create',
            accountId: group.scope,
            targetId: group.groupId,
            detail: { groupId: group.groupId, studentIds: ids, count: ids.length },
          }),
      );
      return reply.status(201).send({ students });
    },
  );

  api.patch(
    ROSTER_PATHS.student(':leerlingId'),
    { preHandler: staff, schema: { params: studentParams, body: updateStudentBodySchema } },
    async (request, reply) => {
      const student = await studentContext(db, request, request.params.leerlingId, 'manage');
      await updateStudent(db, student.scope, student.studentId, request.body);
      return reply.status(204).send();
    },
  );

  api.delete(
    ROSTER_PATHS.student(':leerlingId'),
    { preHandler: staff, schema: { params: studentParams } },
    async (request, reply) => {
      const student = await studentContext(db, request, request.params.leerlingId, 'manage');
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        await trashStudent(t, student.scope, student.studentId);
        const [account] = await t
          .select({ trashDays: accounts.trashDays })
          .from(accounts)
          .where(eq(accounts.id, student.scope));
        await recordAudit(t, currentUser(request), {
          action: 'student.delete',
          accountId: student.scope,
          targetId: student.studentId,
          detail: {
            studentIds: [student.studentId],
            groupId: student.groupId,
            trashDays: account?.trashDays ?? null,
          },
        });
      });
      return reply.status(204).send();
    },
  );

  api.post(
    ROSTER_PATHS.moveStudents(':accountId'),
    {
      preHandler: staff,
      schema: {
        params: accountParams,
        body: moveStudentsBodySchema,
        response: { 200: z.object({ moved: z.number() }) },
      },
    },
    async (request) => {
      const scope = scopeOf(request, request.params.accountId);
      // Each student must be reachable by the caller (a docent: their own groups' students).
      for (const id of new Set(request.body.studentIds)) {
        const student = await studentContext(db, request, id, 'manage');
        if (student.scope !== scope) throw new ApiError(404, 'notFound');
      }
      const [target] = await db
        .select({ id: groups.id, kind: groups.kind })
        .from(groups)
        .where(
          and(eq(groups.id, request.body.groupId), eq(groups.accountId, scope), isNull(groups.archivedAt)),
        )
        .limit(1);
      if (!target || target.kind !== 'group') throw new ApiError(400, 'badRequest', { groupId: 'required' });
      return { moved: await moveStudents(db, scope, request.body.studentIds, target.id) };
    },
  );

  api.post(
    ROSTER_PATHS.members(':groepId'),
    {
      preHandler: staff,
      schema: {
        params: groupParams,
        body: addMembersBodySchema,
        response: { 200: z.object({ added: z.number() }) },
      },
    },
    async (request) => {
      const group = await groupContext(db, request, request.params.groepId);
      if (group.kind !== 'combination') throw new ApiError(409, 'notCombinationGroup');
      for (const id of new Set(request.body.studentIds)) await studentContext(db, request, id, 'manage');
      return { added: await addMembers(db, group.scope, group.groupId, request.body.studentIds) };
    },
  );

  api.delete(
    ROSTER_PATHS.member(':groepId', ':leerlingId'),
    { preHandler: staff, schema: { params: z.strictObject({ groepId: uuid, leerlingId: uuid }) } },
    async (request, reply) => {
      const group = await groupContext(db, request, request.params.groepId);
      await removeMember(db, group.scope, group.groupId, request.params.leerlingId);
      return reply.status(204).send();
    },
  );

  api.get(
    ROSTER_PATHS.searchStudents(':accountId'),
    {
      preHandler: staff,
      schema: {
        params: accountParams,
        querystring: studentSearchQuerySchema,
        response: { 200: studentSearchResponseSchema },
      },
    },
    async (request) => ({
      students: await searchStudents(
        db,
        scopeOf(request, request.params.accountId),
        request.query.zoek,
        currentUser(request).role === 'docent' ? currentUser(request).id : undefined,
      ),
    }),
  );

  api.get(
    ROSTER_PATHS.passwords(':groepId'),
    { preHandler: staff, schema: { params: groupParams, response: { 200: passwordListResponseSchema } } },
    async (request, reply) => {
      const group = await groupContext(db, request, request.params.groepId);
      const [account] = await db
        .select({ loginCode: accounts.loginCode })
        .from(accounts)
        .where(eq(accounts.id, group.scope));
      const students = await listPasswords(db, sealer, group.scope, group.groupId);
      // Who saw which pupils' passwords (ids only); recorded before they are sent.
      const shown = students.filter((s) => s.password !== null).map((s) => s.id);
      await recordView(db, currentUser(request), {
        action: 'passwords.show',
        accountId: group.scope,
        targetId: group.groupId,
        detail: { groupId: group.groupId, studentIds: shown, count: shown.length },
      });
      reply.header('cache-control', 'no-store');
      return { loginCode: account!.loginCode, students };
    },
  );

  api.put(
    ROSTER_PATHS.studentPassword(':leerlingId'),
    {
      preHandler: staff,
      schema: {
        params: studentParams,
        body: setStudentPasswordBodySchema,
        response: { 200: setStudentPasswordResponseSchema },
      },
    },
    async (request, reply) => {
      const student = await studentContext(db, request, request.params.leerlingId, 'manage');
      const language = languageOf(request.headers['accept-language']) === 'en' ? 'en' : 'nl';
      const password = request.body.password ?? makeChildPassword(language);
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        await setStudentPassword(t, sealer, student.scope, student.studentId, password);
        // Never the password: only that one was chosen (set) or made and shown (reset), and for whom.
        await recordAudit(t, currentUser(request), {
          action: request.body.password ? 'student.setPassword' : 'student.resetPassword',
          accountId: student.scope,
          targetId: student.studentId,
          detail: { studentIds: [student.studentId], groupId: student.groupId },
        });
      });
      reply.header('cache-control', 'no-store');
      return { password };
    },
  );
};
