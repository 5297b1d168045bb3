import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import {
  OFFICE_ACCOUNT_PATHS,
  schoolLicenceSchema,
  type SchoolLicence,
} from '../../../src/domain/contracts/office-accounts';
import type { Database } from '../../db/connection';
import { licences } from '../../db/schema';
import { accountScope, requireRole } from '../auth/authenticate';
import { dayOf, DAY_MS } from '../practice/time';
import { licenceUse } from './enforce';
import { readAll } from '../../db/read-all';

/** Whole days from `from` to `to` (yyyy-mm-dd), counted on calendar dates. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The school's licence screen: its licence, period, students used of allowed, and the next one. */
export async function schoolLicence(
  db: Database,
  accountId: string,
  now = new Date(),
): Promise<SchoolLicence> {
  const today = dayOf(now);
  const [use, [next]] = await readAll(db, [
    licenceUse(db, accountId, now),
    db
      .select()
      .from(licences)
      .where(and(eq(licences.accountId, accountId), gt(licences.startsOn, today)))
      .orderBy(asc(licences.startsOn))
      .limit(1),
  ]);
  const current = use.state === 'active' || use.state === 'trial' ? use.licence : null;
  return {
    state: use.state,
    licence: use.licence,
    next: next
      ? {
          id: next.id,
          kind: next.kind,
          maxStudents: next.maxStudents,
          startsOn: next.startsOn,
          endsOn: next.endsOn,
        }
      : null,
    studentsUsed: use.used,
    maxStudents: current?.maxStudents ?? null,
    full: current !== null && use.used >= current.maxStudents,
    daysLeft: current ? daysBetween(today, current.endsOn) : null,
  };
}

/** GET /api/accounts/:accountId/licentie: school staff of the account, office and superadmin. */
export const licenceRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    OFFICE_ACCOUNT_PATHS.schoolLicence(':accountId'),
    {
      preValidation: [app.authenticate, requireRole('schooladmin', 'docent', 'office', 'superadmin')],
      schema: {
        params: z.strictObject({ accountId: z.uuid() }),
        response: { 200: schoolLicenceSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const scope = accountScope(request, request.params.accountId) ?? request.params.accountId;
      return schoolLicence(db, scope);
    },
  );
};
