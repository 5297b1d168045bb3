import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/connection';
import { ApiError } from '../../errors';
import type { CardCodes } from '../../identity/card-codes';
import type { PasswordSealer } from '../../identity/sealed-passwords';
import { groupContext, studentContext, STAFF_ROLES } from '../auth/access';
import { currentUser, requireRole } from '../auth/authenticate';
import { recordAudit } from '../audit/record';
import { fileNamePart, printLanguageOf, sendPdf } from '../../print';
import { listPasswords } from '../roster/students';
import { accounts } from '../../db/schema';
import { cardsOfGroup, renewCard } from './cards';
import { passwordListSheet } from './password-list';
import { cardSheet } from './pdf';
import { ROSTER_PATHS } from '../../../src/domain/contracts/roster';

const uuid = z.uuid();
const MAX_CARDS = 500;

/** `?leerlingen=id,id`: some students of the group; absent or empty: all of them. */
export const cardsPdfQuerySchema = z.strictObject({
  leerlingen: z
    .string()
    .trim()
    .max(MAX_CARDS * 37)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const ids = value.split(',').map((id) => id.trim());
      if (ids.some((id) => !uuid.safeParse(id).success)) {
        ctx.addIssue({ code: 'custom', message: 'format' });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
});

function fileName(kind: string, groupName: string): string {
  const slug = fileNamePart(groupName);
  return `${kind}${slug ? `-${slug}` : ''}.pdf`;
}

/**
 * Login cards (SPEC §2 wachtwoorden): the cards of a group as a PDF, and a new card for a student.
 * Both under the roster's tenant rule (a docent only their own groups and their students).
 */
export const cardRoutes: FastifyPluginAsync<{
  db: Database;
  sealer: PasswordSealer;
  cards: CardCodes;
  /** The cards' QR links go to PUBLIC_URL, never to the Host header of whoever prints. */
  publicUrl: string;
}> = async (app, { db, sealer, cards, publicUrl }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = [app.authenticate, requireRole(...STAFF_ROLES)];

  api.get(
    ROSTER_PATHS.cardsPdf(':groepId'),
    {
      preHandler: staff,
      schema: { params: z.strictObject({ groepId: uuid }), querystring: cardsPdfQuerySchema },
    },
    async (request, reply) => {
      const group = await groupContext(db, request, request.params.groepId);
      const { cards: list, country } = await cardsOfGroup(
        db,
        sealer,
        cards,
        group.scope,
        group.groupId,
        request.query.leerlingen,
      );
      if (list.length > MAX_CARDS) throw new ApiError(400, 'badRequest', { leerlingen: 'format' });
      const pdf = await cardSheet(list, {
        origin: publicUrl,
        groupName: group.name,
        language: printLanguageOf(request, country),
      });
      // Each print is recorded (cards are like passwords), before the sheet is sent.
      const studentIds = list.map((c) => c.studentId);
      await recordAudit(db, currentUser(request), {
        action: 'cards.print',
        accountId: group.scope,
        targetId: group.groupId,
        detail: { groupId: group.groupId, studentIds, count: studentIds.length },
      });
      request.log.info({ groupId: group.groupId, cards: list.length }, 'login cards printed');
      return sendPdf(reply, pdf, fileName('inlogkaarten', group.name));
    },
  );

  api.get(
    ROSTER_PATHS.passwordListPdf(':groepId'),
    { preHandler: staff, schema: { params: z.strictObject({ groepId: uuid }) } },
    async (request, reply) => {
      const group = await groupContext(db, request, request.params.groepId);
      const [account] = await db
        .select({ loginCode: accounts.loginCode, country: accounts.country })
        .from(accounts)
        .where(eq(accounts.id, group.scope));
      if (!account) throw new ApiError(404, 'notFound');
      const students = await listPasswords(db, sealer, group.scope, group.groupId);
      const pdf = await passwordListSheet(students, {
        groupName: group.name,
        loginCode: account.loginCode,
        language: printLanguageOf(request, account.country),
      });
      // A printed list discloses the passwords as the screen does: recorded (ids only), before it is sent.
      const studentIds = students.filter((s) => s.password !== null).map((s) => s.id);
      await recordAudit(db, currentUser(request), {
        action: 'passwords.print',
        accountId: group.scope,
        targetId: group.groupId,
        detail: { groupId: group.groupId, studentIds, count: studentIds.length },
      });
      request.log.info({ groupId: group.groupId, students: students.length }, 'password list printed');
      return sendPdf(reply, pdf, fileName('wachtwoorden', group.name));
    },
  );

  api.post(
    ROSTER_PATHS.renewCard(':leerlingId'),
    { preHandler: staff, schema: { params: z.strictObject({ leerlingId: uuid }) } },
    async (request, reply) => {
      const student = await studentContext(db, request, request.params.leerlingId, 'manage');
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        await renewCard(t, student.scope, student.studentId);
        await recordAudit(t, currentUser(request), {
          action: 'card.renew',
          accountId: student.scope,
          targetId: student.studentId,
          detail: { studentIds: [student.studentId], groupId: student.groupId },
        });
      });
      request.log.info({ studentId: student.studentId }, 'login card renewed');
      return reply.status(204).send();
    },
  );
};
