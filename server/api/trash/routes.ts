import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountResponseSchema,
  restoreStudentBodySchema,
  trashResponseSchema,
  updateAccountBodySchema,
  ROSTER_PATHS,
} from '../../../src/domain/contracts/roster';
import type { Database } from '../../db/connection';
import { accountResponse } from '../roster/account';
import { accounts } from '../../db/schema';
import { ApiError } from '../../errors';
import { recordAudit } from '../audit/record';
import { STAFF_ROLES, studentContext } from '../auth/access';
import { accountScope, currentUser, requireRole } from '../auth/authenticate';
import { listTrash, purgeStudent, restoreStudent } from './trash';

const uuid = z.uuid();
const accountParams = z.strictObject({ accountId: uuid });
const studentParams = z.strictObject({ leerlingId: uuid });

/**
 * The trash (SPEC §2 prullenbak): students deleted from a group stay restorable for the account's
 * trash days, then the purge job deletes them for good. A docent sees and restores their groups'
 * students; deleting for good and the trash days are for the schooladmin, office and superadmin.
 */
export const trashRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = [app.authenticate, requireRole(...STAFF_ROLES)];
  const admins = [app.authenticate, requireRole('schooladmin', 'office', 'superadmin')];

  api.get(
    ROSTER_PATHS.trash(':accountId'),
    { preHandler: staff, schema: { params: accountParams, response: { 200: trashResponseSchema } } },
    async (request) => {
      const scope = accountScope(request, request.params.accountId) ?? request.params.accountId;
      const user = currentUser(request);
      const [account] = await db
        .select({ trashDays: accounts.trashDays })
        .from(accounts)
        .where(eq(accounts.id, scope));
      return {
        trashDays: account?.trashDays ?? 30,
        students: await listTrash(db, scope, user.role === 'docent' ? user.id : undefined),
      };
    },
  );

  api.post(
    ROSTER_PATHS.restoreStudent(':leerlingId'),
    { preHandler: staff, schema: { params: studentParams, body: restoreStudentBodySchema.optional() } },
    async (request, reply) => {
      const student = await studentContext(db, request, request.params.leerlingId, 'manage', {
        deleted: true,
      });
      await restoreStudent(db, student.scope, student.studentId, request.body?.groupId, (t, groupId) =>
        recordAudit(t, currentUser(request), {
          action: 'student.restore',
          accountId: student.scope,
          targetId: student.studentId,
          detail: { studentIds: [student.studentId], groupId },
        }),
      );
      return reply.status(204).send();
    },
  );

  api.delete(
    ROSTER_PATHS.purgeStudent(':leerlingId'),
    { preHandler: admins, schema: { params: studentParams } },
    async (request, reply) => {
      const student = await studentContext(db, request, request.params.leerlingId, 'manage', {
        deleted: true,
      });
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const deletedAt = await purgeStudent(t, student.scope, student.studentId);
        // The pupil's id and class only: the name goes with the pupil.
        await recordAudit(t, currentUser(request), {
          action: 'student.purge',
          accountId: student.scope,
          targetId: student.studentId,
          detail: { studentIds: [student.studentId], groupId: student.groupId, deletedAt },
        });
      });
      request.log.info({ accountId: student.scope }, 'a student was deleted for good from the trash');
      return reply.status(204).send();
    },
  );

  api.patch(
    ROSTER_PATHS.account(':accountId'),
    {
      preHandler: admins,
      schema: {
        params: accountParams,
        body: updateAccountBodySchema,
        response: { 200: accountResponseSchema },
      },
    },
    async (request) => {
      const scope = accountScope(request, request.params.accountId) ?? request.params.accountId;
      const account = await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const [before] = await t
          .select({ trashDays: accounts.trashDays })
          .from(accounts)
          .where(eq(accounts.id, scope))
          .for('update');
        if (!before) throw new ApiError(404, 'notFound');
        const [after] = await t
          .update(accounts)
          .set({ trashDays: request.body.trashDays, updatedAt: new Date() })
          .where(eq(accounts.id, scope))
          .returning();
        if (before.trashDays !== after!.trashDays)
          await recordAudit(t, currentUser(request), {
            action: 'account.trashDays',
            accountId: scope,
            targetId: scope,
            detail: { from: before.trashDays, to: after!.trashDays },
          });
        return after!;
      });
      return accountResponse(account);
    },
  );
};
