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
import { cardsOfGroup, renewCard } from './cards';
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

function fileName(groupName: string): string {
  const slug = groupName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `inlogkaarten${slug ? `-${slug}` : ''}.pdf`;
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
      const pdf = await cardSheet(list, { origin: publicUrl, groupName: group.name, country });
      // Each print is recorded (cards are like passwords), before the sheet is sent.
      const studentIds = list.map((c) => c.studentId);
      await recordAudit(db, currentUser(request), {
        action: 'cards.print',
        accountId: group.scope,
        targetId: group.groupId,
        detail: { groupId: group.groupId, studentIds, count: studentIds.length },
      });
      request.log.info({ groupId: group.groupId, cards: list.length }, 'login cards printed');
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${fileName(group.name)}"`)
        .send(pdf);
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
