import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authUserSchema,
  DIRECT_LOGIN_TOKEN_TTL_S,
  loginBodySchema,
  loginResponseSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  AUTH_PATHS,
} from '../../../src/domain/contracts/auth';
import { revokeAllFamilies } from '../../auth-provider/sessions';
import { sha256, type TokenService } from '../../auth-provider/tokens';
import { CARD_LOGIN_PATH, cardLoginBodySchema } from '../../../src/domain/contracts/roster';
import type { CardCodes } from '../../identity/card-codes';
import { findCardUser } from './card-login';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/connection';
import { accounts, passwordResetTokens, users } from '../../db/schema';
import { ApiError, languageOf, messageText } from '../../errors';
import { MAIL_FRAME, mailLanguageOf, type Mailer, type MailTemplate } from '../../mail';
import { isUuid } from './authenticate';
import type { TrustedDevices } from '../../identity/trusted-devices';
import { checkCredentials, clearFailures, findUserById, findUserByLogin } from '../../identity/credentials';
import { hashPassword, passwordRuleError } from '../../identity/passwords';
import { createResetToken, resetLink } from '../../identity/reset-tokens';
import { endSessions, recordSignIn } from '../../identity/sessions';

export interface AuthRoutesOptions {
  db: Database;
  tokens: TokenService;
  config: ServerConfig;
  mailer: Mailer;
  /** Checks login card codes (server/identity/card-codes). */
  cards: CardCodes;
  /** Browsers users signed in on before (server/identity/trusted-devices). */
  devices: TrustedDevices;
}

/** A reset link is valid this long; at most this many links per user per hour are sent. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_MAILS_PER_HOUR = 3;

const RESET_MAIL: MailTemplate<{ name: string; link: string }> = {
  nl: ({ name, link }) => ({
    subject: 'Nieuw wachtwoord voor Rekenblobs',
    text: `${MAIL_FRAME.nl.hello(name)}\n\nJe hebt gevraagd om een nieuw wachtwoord voor Rekenblobs. Kies een nieuw wachtwoord via deze link:\n\n${link}\n\nDe link werkt één keer en is een uur geldig. Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft dan hetzelfde.\n\n${MAIL_FRAME.nl.bye}`,
  }),
  be: ({ name, link }) => ({
    subject: 'Nieuw wachtwoord voor Rekenblobs',
    text: `${MAIL_FRAME.be.hello(name)}\n\nJe hebt een nieuw wachtwoord voor Rekenblobs gevraagd. Kies een nieuw wachtwoord via deze link:\n\n${link}\n\nDe link werkt één keer en blijft een uur geldig. Heb je dit niet zelf gevraagd? Dan mag je deze e-mail negeren; je wachtwoord blijft dan hetzelfde.\n\n${MAIL_FRAME.be.bye}`,
  }),
  en: ({ name, link }) => ({
    subject: 'New password for Maths Blobs',
    text: `${MAIL_FRAME.en.hello(name)}\n\nYou asked for a new password for Maths Blobs. Choose a new password with this link:\n\n${link}\n\nThe link works once and is valid for one hour. If you did not ask for this, you can ignore this e-mail; your password stays the same.\n\n${MAIL_FRAME.en.bye}`,
  }),
};

/**
 * The product API's identity routes: direct login, the SSO user lookup, and password reset.
 * The identity provider's routes live in server/auth-provider.
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, opts) => {
  const { db, tokens, config, mailer, cards, devices } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const loginRateLimit = { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' };

  /**
   * The one way a direct login (password or card) answers: the direct-login access token, not cached;
   * the sign-in is recorded.
   */
  async function directLogin(
    reply: FastifyReply,
    user: Parameters<TokenService['signAccessToken']>[0],
  ): Promise<FastifyReply> {
    const token = await tokens.signAccessToken(user, DIRECT_LOGIN_TOKEN_TTL_S);
    await recordSignIn(db, user.id);
    return reply.header('cache-control', 'no-store').send({ token });
  }

  api.post(
    AUTH_PATHS.login,
    {
      schema: { body: loginBodySchema, response: { 200: loginResponseSchema } },
      config: { rateLimit: loginRateLimit },
    },
    async (request, reply) => {
      const { username, password, school } = request.body;
      const client = devices.clientOf(request);
      const user = await checkCredentials(db, username, password, school || undefined, client);
      devices.remember(reply, client, user.id);
      return directLogin(reply, user);
    },
  );

  // A login card's code (never logged: request bodies are not logged, and the code is not in the URL).
  api.post(
    CARD_LOGIN_PATH,
    {
      schema: { body: cardLoginBodySchema, response: { 200: loginResponseSchema } },
      config: { rateLimit: loginRateLimit },
    },
    async (request, reply) => {
      const user = await findCardUser(db, cards, request.body.code);
      if (!user) throw new ApiError(401, 'cardInvalid');
      app.log.info({ userId: user.id }, 'signed in with a login card');
      return directLogin(reply, user);
    },
  );

  api.post(
    AUTH_PATHS.sso,
    { preHandler: app.authenticate, schema: { response: { 200: authUserSchema } } },
    async (request) => {
      const user = await findUserById(db, request.user!.id);
      if (!user) throw new ApiError(401, 'unauthorized');
      return {
        id: user.id,
        role: user.role,
        accountId: user.accountId,
        username: user.username,
        displayName: user.displayName,
      };
    },
  );

  async function sendResetLink(login: string, acceptLanguage: string | undefined): Promise<void> {
    const user = await findUserByLogin(db, login);
    if (!user?.email) {
      app.log.info('password reset requested for a login without an e-mail address; nothing sent');
      return;
    }
    const [recent] = await db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.n ?? 0) >= RESET_MAILS_PER_HOUR) {
      app.log.warn({ userId: user.id }, 'password reset requested too often; nothing sent');
      return;
    }
    const token = await createResetToken(db, user.id, RESET_TOKEN_TTL_MS);
    const link = resetLink(config.publicUrl, user.id, token);
    const [account] = user.accountId
      ? await db.select({ country: accounts.country }).from(accounts).where(eq(accounts.id, user.accountId))
      : [];
    const language = mailLanguageOf({ acceptLanguage, country: account?.country });
    await mailer.send({ to: user.email, ...RESET_MAIL[language]({ name: user.displayName, link }) });
    app.log.info({ userId: user.id }, 'password reset link sent');
  }

  api.post(
    AUTH_PATHS.resetRequest,
    {
      schema: { body: passwordResetRequestSchema, response: { 202: passwordResetRequestedSchema } },
      config: { rateLimit: { max: config.resetRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const login = request.body.login;
      // After the answer, so neither the answer nor its timing tells whether the account exists.
      const acceptLanguage = request.headers['accept-language'];
      app.background.run('password reset request', () => sendResetLink(login, acceptLanguage));
      return reply.status(202).send({ message: messageText('resetRequested', language) });
    },
  );

  api.post(
    AUTH_PATHS.reset,
    // The link's token has 256 bits, so guessing is hopeless; the login limit keeps floods out.
    { schema: { body: passwordResetSchema }, config: { rateLimit: loginRateLimit } },
    async (request, reply) => {
      const { userId, token, password } = request.body;
      if (!isUuid(userId)) throw new ApiError(400, 'resetLinkInvalid');
      const [link] = await db
        .select({ id: passwordResetTokens.id, role: users.role, username: users.username })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256(token)),
            eq(passwordResetTokens.userId, userId),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      if (!link) throw new ApiError(400, 'resetLinkInvalid');
      const rule = passwordRuleError(password, link.role, link.username);
      if (rule) throw new ApiError(400, 'badRequest', { password: rule });

      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const [spent] = await t
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (!spent) throw new ApiError(400, 'resetLinkInvalid');
        await t
          .update(users)
          .set({ passwordHash, ...endSessions(), updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        // Every other open link of this user dies too, and so does every session.
        await t
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await revokeAllFamilies(t, userId);
        await clearFailures(t, userId);
      });
      return reply.status(204).send();
    },
  );
};
