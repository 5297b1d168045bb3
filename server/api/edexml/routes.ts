import { eq } from 'drizzle-orm';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EDEXML_CONTENT_TYPES,
  EDEXML_MAX_BYTES,
  edexmlChoiceOf,
  edexmlQuerySchema,
  edexmlSummarySchema,
  type EdexmlErrorResponse,
  type EdexmlProblemCode,
  ROSTER_PATHS,
} from '../../../src/domain/contracts/roster';
import type { Database } from '../../db/connection';
import { accounts } from '../../db/schema';
import { ApiError } from '../../errors';
import type { PasswordSealer } from '../../identity/sealed-passwords';
import { accountScope, currentUser, requireRole } from '../auth/authenticate';
import { recordAudit } from '../audit/record';
import { edexmlLanguageOf, edexmlMessage, type EdexmlLanguage, type EdexmlMessageVars } from './messages';
import { EdexmlError } from './parse';
import { EdexmlParser } from './parse-in-worker';
import { LicenceRefusal, OtherSchoolError, syncEdexml } from './sync';

const accountParams = z.strictObject({ accountId: z.uuid() });
/** Files larger than a school can be are refused as too large (413); other problems are a 400. */
const TOO_LARGE: ReadonlySet<EdexmlProblemCode> = new Set([
  'tooManyStudents',
  'tooManyGroups',
  'tooManyTeachers',
]);

function refuse(
  reply: FastifyReply,
  status: number,
  code: EdexmlProblemCode,
  language: EdexmlLanguage,
  vars: EdexmlMessageVars = {},
) {
  const body: EdexmlErrorResponse = {
    message: edexmlMessage(code, language, vars),
    problem: { code, element: vars.element ?? null, line: vars.line ?? null, column: vars.column ?? null },
    // A licence refusal also answers as every other licence check does (errors.licence).
    ...(code === 'licenceFull' || code === 'licenceEnded' ? { errors: { licence: code } } : {}),
  };
  return reply.status(status).send(body);
}

/**
 * The EDEXML import (SPEC §2 groepen/edexml; ROSTER_PATHS.edexml): POST the file as application/xml or
 * text/xml, at most EDEXML_MAX_BYTES (a larger body is refused from its Content-Length, unread);
 * `?dryRun=true` answers the preview, without it the same summary after the change; `groepen` chooses
 * the groups (else the school's remembered choice). An import whose chosen groups need more places
 * than the licence has is refused (409 licenceFull/licenceEnded), as its preview said. For the
 * account's schooladmin, and office/superadmin (logged by the tenant rule). This plugin reads every
 * body as raw bytes (its own content-type parser) and refuses other types with 415. Files are parsed
 * in a worker thread (EdexmlParser), so a large one does not hold up the other requests.
 */
export const edexmlRoutes: FastifyPluginAsync<{ db: Database; sealer: PasswordSealer }> = async (
  app,
  { db, sealer },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: EDEXML_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    return refuse(reply, 413, 'tooLarge', edexmlLanguageOf(request.headers['accept-language']));
  });
  const parser = new EdexmlParser();
  app.addHook('onClose', () => parser.close());
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    ROSTER_PATHS.edexml(':accountId'),
    {
      bodyLimit: EDEXML_MAX_BYTES,
      preHandler: [app.authenticate, requireRole('schooladmin', 'office', 'superadmin')],
      schema: {
        params: accountParams,
        querystring: edexmlQuerySchema,
        response: { 200: edexmlSummarySchema },
      },
    },
    async (request, reply) => {
      const language = edexmlLanguageOf(request.headers['accept-language']);
      const scope = accountScope(request, request.params.accountId) ?? request.params.accountId;
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!(EDEXML_CONTENT_TYPES as readonly string[]).includes(type)) {
        return refuse(reply, 415, 'contentType', language);
      }
      const [account] = await db.select({ kind: accounts.kind }).from(accounts).where(eq(accounts.id, scope));
      if (!account) throw new ApiError(404, 'notFound');
      if (account.kind !== 'school') return refuse(reply, 409, 'noSchoolCode', language);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        const file = await parser.parse(body);
        const summary = await syncEdexml(db, sealer, scope, file, {
          dryRun: request.query.dryRun === 'true',
          language: language === 'en' ? 'en' : 'nl',
          groups: edexmlChoiceOf(request.query.groepen),
          // Counts only (and the ids of the pupils the file no longer has, who went to the trash).
          onApplied: (tx, applied) =>
            recordAudit(tx, currentUser(request), {
              action: 'edexml.import',
              accountId: scope,
              targetId: scope,
              detail: {
                version: applied.summary.file.version,
                file: {
                  groups: applied.summary.file.groups,
                  students: applied.summary.file.students,
                  teachers: applied.summary.file.teachers,
                },
                counts: applied.summary.counts,
                chosenGroups: applied.summary.seats.chosenGroups,
                studentIds: applied.goneStudentIds,
              },
            }),
        });
        if (!summary.dryRun && summary.counts.studentsNew) app.pendingPasswords.hashFor(scope);
        request.log.info(
          { accountId: scope, dryRun: summary.dryRun, counts: summary.counts },
          'edexml import',
        );
        reply.header('cache-control', 'no-store');
        return summary;
      } catch (error) {
        if (error instanceof EdexmlError)
          return refuse(reply, TOO_LARGE.has(error.code) ? 413 : 400, error.code, language, error);
        if (error instanceof OtherSchoolError) {
          return refuse(reply, 409, error.code, language, { file: error.file, account: error.account });
        }
        if (error instanceof LicenceRefusal) {
          return refuse(reply, 409, error.seats.problem ?? 'licenceFull', language, { seats: error.seats });
        }
        throw error;
      }
    },
  );
};
