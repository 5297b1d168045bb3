import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../../src/domain/constants';
import type { AccessTokenPayload } from '../../../src/domain/contracts/auth';
import type { Database } from '../../db/connection';
import { tokenFamilies, users } from '../../db/schema';
import type { Slots } from '../../db/named-statement';
import { ApiError } from '../../errors';
import { TokenError, type TokenService } from '../../auth-provider/tokens';
import { bearerToken } from '../../identity/bearer';

/** The signed-in user of a request, as the database says now (not merely as the token said). */
export interface AuthenticatedUser {
  id: string;
  role: Role;
  /** Null for office and superadmin. */
  accountId: string | null;
  tokenVersion: number;
  /** The provider session (refresh-token family) of a provider token. */
  family?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler: verifies the bearer access token and sets `request.user`; 401 when it fails. From
     * then on every log line of the request carries the actor (`actorId`, `actorRole`).
     */
    authenticate(request: FastifyRequest, reply?: FastifyReply): Promise<void>;
    /**
     * The bearer access token's claims, verified without the database (`verifiedClaims`): the caller
     * must still check `holdsToken(tokenHolder(claims))` in its own statement. 401 when it fails.
     */
    tokenClaims(request: FastifyRequest): Promise<AccessTokenPayload>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    /** The account an office or superadmin request reached into (set by `accountScope`), else null. */
    officeAccess: string | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * An access token's claims once its signature (RS512, our kid), issuer, audience, typ 'access' and
 * expiry hold: the first half of the check, which needs no database. 401 otherwise.
 */
export async function verifiedClaims(tokens: TokenService, token: string): Promise<AccessTokenPayload> {
  let payload;
  try {
    payload = await tokens.verifyAccessToken(token);
  } catch (error) {
    if (error instanceof TokenError) throw new ApiError(401, 'unauthorized');
    throw error;
  }
  const { fam, user } = payload;
  if (!isUuid(payload.sub) || (fam !== undefined && !isUuid(fam))) throw new ApiError(401, 'unauthorized');
  if (user.accountId !== undefined && !isUuid(user.accountId)) throw new ApiError(401, 'unauthorized');
  return payload;
}

/**
 * What the second half checks of an access token: one shape for every token (a null account for
 * office and superadmin, a null family for a token of our own sign-in), so a statement that checks it
 * is one text whatever the token (`namedTemplate`).
 */
export type TokenHolder = {
  userId: string;
  role: Role;
  accountId: string | null;
  tokenVersion: number;
  family: string | null;
};

export function tokenHolder(claims: AccessTokenPayload): TokenHolder {
  return {
    userId: claims.sub,
    role: claims.user.role,
    accountId: claims.user.accountId ?? null,
    tokenVersion: claims.tv,
    family: claims.fam ?? null,
  };
}

/**
 * The second half, as a condition on a `users` row: the token's user still exists with the same role
 * and account, the token version is current, and a provider token's session is not revoked. A route
 * may put it in a statement of its own instead of the query of `app.authenticate` (one round trip
 * less); that statement MUST then answer 401 when no row holds it.
 */
export function holdsToken(holder: Slots<TokenHolder>): SQL {
  return sql`(${users.id} = ${holder.userId}
    and ${users.role} = ${holder.role}
    and ${users.accountId} is not distinct from ${holder.accountId}::uuid
    and ${users.tokenVersion} = ${holder.tokenVersion}
    and (${holder.family}::uuid is null or exists (select from ${tokenFamilies}
      where ${tokenFamilies.id} = ${holder.family}::uuid and ${tokenFamilies.userId} = ${users.id}
        and ${tokenFamilies.revokedAt} is null)))`;
}

/**
 * The holder of the user's tokens of our own sign-in as the user's row stands now: for the server's
 * own calls on a student's behalf (the demo seed), which go through the same checks as a request.
 */
export async function currentTokenHolder(db: Database, userId: string): Promise<TokenHolder> {
  const [row] = await db
    .select({ role: users.role, accountId: users.accountId, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`currentTokenHolder: no user ${userId}`);
  return { userId, ...row, family: null };
}

/** Verifies an access token completely (`verifiedClaims`, then `holdsToken` against the database). */
export async function userFromAccessToken(
  db: Database,
  tokens: TokenService,
  token: string,
): Promise<AuthenticatedUser> {
  const claims = await verifiedClaims(tokens, token);
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      accountId: users.accountId,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(holdsToken(tokenHolder(claims)))
    .limit(1);
  if (!row) throw new ApiError(401, 'unauthorized');
  return {
    id: row.id,
    role: row.role,
    accountId: row.accountId,
    tokenVersion: row.tokenVersion,
    ...(claims.fam ? { family: claims.fam } : {}),
  };
}

/** Marks a hook of the authentication stage besides `app.authenticate` (`requireRole`'s). */
const AUTH_STAGE = Symbol('authentication stage');
type RouteHook = (...args: never[]) => unknown;
type HookStage = 'preValidation' | 'preHandler';

/**
 * Moves a route's authentication hooks (`app.authenticate`, `app.tokenClaims`, `requireRole(...)`)
 * from its preValidation or preHandler list to the front of onRequest, in their order: the token is
 * checked before the body is read, before the text guard and before the schema, so an anonymous
 * caller gets 401 and never a field error. The routes keep declaring `preHandler: [app.authenticate,
 * requireRole(...)]`; this runs for every route added after the plugin (every API module).
 */
function authenticateFirst(route: RouteOptions, isAuthStage: (hook: RouteHook) => boolean): void {
  const lists = route as unknown as Partial<Record<'onRequest' | HookStage, RouteHook | RouteHook[]>>;
  const listOf = (stage: 'onRequest' | HookStage) => [lists[stage] ?? []].flat();
  const first: RouteHook[] = [];
  for (const stage of ['preValidation', 'preHandler'] as const) {
    const hooks = listOf(stage);
    if (!hooks.some(isAuthStage)) continue;
    first.push(...hooks.filter(isAuthStage));
    lists[stage] = hooks.filter((hook) => !isAuthStage(hook));
  }
  if (first.length) lists.onRequest = [...first, ...listOf('onRequest')];
}

/**
 * Decorates `app.authenticate` for every module. Use it as a preHandler, then `requireRole(...)`, and
 * filter every query of school data through `accountScope(request, ...)`. Both run before validation
 * (`authenticateFirst`).
 */
export const authentication = fp(
  async (app, opts: { db: Database; tokens: TokenService }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('officeAccess', null);
    app.decorate('authenticate', async function authenticate(request: FastifyRequest, reply?: FastifyReply) {
      const token = bearerToken(request);
      if (!token) throw new ApiError(401, 'unauthorized');
      const user = await userFromAccessToken(opts.db, opts.tokens, token);
      request.user = user;
      // Who asked, on every later line of this request (the closing "request completed" line too,
      // which is written through reply.log): an id and a role, never a name.
      request.log = request.log.child({ actorId: user.id, actorRole: user.role });
      if (reply) reply.log = request.log;
    });
    app.decorate('tokenClaims', async function tokenClaims(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw new ApiError(401, 'unauthorized');
      return verifiedClaims(opts.tokens, token);
    });
    const authHooks = new Set<unknown>([app.authenticate, app.tokenClaims]);
    app.addHook('onRoute', (route) =>
      authenticateFirst(route, (hook) => authHooks.has(hook) || AUTH_STAGE in hook),
    );
  },
  { name: 'authentication' },
);

/** The signed-in user; 401 when the route forgot `app.authenticate` or nobody is signed in. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new ApiError(401, 'unauthorized');
  return request.user;
}

/** preHandler (after `app.authenticate`): 403 unless the user has one of the roles. */
export function requireRole(...roles: readonly Role[]) {
  async function requireRoleHandler(request: FastifyRequest): Promise<void> {
    const user = currentUser(request);
    if (!roles.includes(user.role)) throw new ApiError(403, 'forbidden');
  }
  return Object.assign(requireRoleHandler, { [AUTH_STAGE]: true });
}

/** Roles that work across accounts. */
export const CROSS_ACCOUNT_ROLES: readonly Role[] = ['office', 'superadmin'];

/**
 * THE tenant scope: the account id a query must be filtered by, or null for "all accounts" (only
 * office and superadmin get null). Pass the account id the request names (a route parameter, or the
 * account of a row it loaded): a school user naming another account gets 403; office and superadmin
 * are scoped to the named account. Never build an account filter any other way.
 */
export function accountScope(request: FastifyRequest, requestedAccountId?: string | null): string | null {
  const user = currentUser(request);
  if (CROSS_ACCOUNT_ROLES.includes(user.role)) {
    // Office staff reaching into a school's data is logged (who, which account, which route); a read
    // of pupil data is also audited (server/api/audit/views.ts), by the account noted here.
    if (requestedAccountId) {
      request.officeAccess = requestedAccountId;
      request.log.info(
        {
          officeUserId: user.id,
          role: user.role,
          accountId: requestedAccountId,
          route: request.routeOptions.url,
        },
        'office access to school data',
      );
    }
    return requestedAccountId ?? null;
  }
  if (!user.accountId) throw new ApiError(403, 'forbidden');
  if (requestedAccountId !== undefined && requestedAccountId !== user.accountId) {
    throw new ApiError(403, 'forbidden');
  }
  return user.accountId;
}

/** The WHERE condition for a scope: `column = scope`, or no condition for office/superadmin's null. */
export function whereAccount(column: Column, scope: string | null): SQL | undefined {
  return scope === null ? undefined : eq(column, scope);
}
