import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRACTICE_PATHS,
  groupReportQuerySchema,
  studentReportQuerySchema,
} from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { accounts, groups } from '../../db/schema';
import { ApiError } from '../../errors';
import { fileNamePart, printLanguageOf, sendPdf } from '../../print';
import { groupContext, STAFF_ROLES, studentContext } from '../auth/access';
import { requireRole, whereAccount } from '../auth/authenticate';
import { groupProgress, studentProgress } from './progress';
import { dayOf } from '../practice/time';
import { groupReportPdf, studentReportPdf } from './report-pdf';
import { reportTexts } from './report-texts';

const id = z.string().min(1).max(64);

async function accountOf(db: Database, scope: string): Promise<{ name: string; country: 'NL' | 'BE' }> {
  const [account] = await db
    .select({ name: accounts.name, country: accounts.country })
    .from(accounts)
    .where(eq(accounts.id, scope));
  if (!account) throw new ApiError(404, 'notFound');
  return account;
}

/**
 * Printable progress reports (issue 10): a group's and a child's, as PDF. The figures are the JSON
 * progress routes' own (`groupProgress`, `studentProgress`), under the same tenant rule.
 */
export const insightReportRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = [app.authenticate, requireRole(...STAFF_ROLES)];

  api.get(
    PRACTICE_PATHS.groupReport(':groepId'),
    {
      preHandler,
      schema: { params: z.strictObject({ groepId: id }), querystring: groupReportQuerySchema },
    },
    async (request, reply) => {
      const group = await groupContext(db, request, request.params.groepId);
      const now = Date.now();
      const progress = await groupProgress(db, group, now, request.query.periode);
      const account = await accountOf(db, group.scope);
      const pdf = await groupReportPdf(progress, {
        texts: reportTexts(printLanguageOf(request, account.country)),
        schoolName: account.name,
        groupName: group.name,
        printedOn: dayOf(now),
      });
      request.log.info({ groupId: group.groupId, periode: request.query.periode }, 'group report printed');
      const name = fileNamePart(group.name);
      return sendPdf(reply, pdf, `voortgang${name ? `-${name}` : ''}-${request.query.periode}.pdf`);
    },
  );

  api.get(
    PRACTICE_PATHS.studentReport(':leerlingId'),
    {
      preHandler,
      schema: { params: z.strictObject({ leerlingId: id }), querystring: studentReportQuerySchema },
    },
    async (request, reply) => {
      const student = await studentContext(db, request, request.params.leerlingId, 'manage');
      const now = Date.now();
      // The child's report is of the school year, its domain colours too.
      const progress = await studentProgress(db, student, now, 'schooljaar');
      const account = await accountOf(db, student.scope);
      const [group] = student.groupId
        ? await db
            .select({ name: groups.name })
            .from(groups)
            .where(and(eq(groups.id, student.groupId), whereAccount(groups.accountId, student.scope)))
        : [];
      const pdf = await studentReportPdf(progress, {
        texts: reportTexts(printLanguageOf(request, account.country)),
        schoolName: account.name,
        groupName: group?.name ?? null,
        printedOn: dayOf(now),
      });
      request.log.info({ studentId: student.studentId }, 'student report printed');
      // No child's name in the file name (it ends up in download folders and browser history).
      return sendPdf(reply, pdf, 'voortgang-leerling.pdf');
    },
  );
};
