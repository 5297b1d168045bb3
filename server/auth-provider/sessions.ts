import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ACCESS_TOKEN_TTL_S,
  CODE_VERIFIER_PATTERN,
  REFRESH_SESSION_MAX_AGE_S,
  type TokenPair,
} from '../../src/domain/contracts/auth';
import type { Role } from '../../src/domain/constants';
import type { Database } from '../db/connection';
import { authCodes, refreshTokens, tokenFamilies, users } from '../db/schema';
import { ApiError } from '../errors';
import { recordSignIn } from '../identity/sessions';
import { sha256, TokenError, type TokenService, type TokenSubject } from './tokens';

/** An authorization code is valid this long (RFC 9700 recommends at most a minute). */
export const AUTH_CODE_TTL_S = 60;

function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** PKCE S256: BASE64URL(SHA256(verifier)). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export interface NewAuthCode {
  userId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
}

/** Stores a fresh single-use code (hashed) bound to the user, client, redirect URI and challenge. */
export async function createAuthCode(db: Database, grant: NewAuthCode): Promise<string> {
  const code = randomSecret();
  await db.insert(authCodes).values({
    codeHash: sha256(code),
    userId: grant.userId,
    clientId: grant.clientId,
    redirectUri: grant.redirectUri,
    codeChallenge: grant.codeChallenge,
    expiresAt: new Date(Date.now() + AUTH_CODE_TTL_S * 1000),
  });
  return code;
}

async function loadSubject(db: Database, userId: string): Promise<TokenSubject | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role, accountId: users.accountId, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
}

/** Revokes every provider session of a user (password reset, removal). */
export async function revokeAllFamilies(db: Database, userId: string): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)));
}

async function issuePair(
  db: Database,
  tokens: TokenService,
  subject: TokenSubject,
  familyId: string,
): Promise<TokenPair> {
  const refresh = await tokens.signRefreshToken(subject, familyId);
  await db.insert(refreshTokens).values({
    jti: refresh.jti,
    familyId,
    tokenHash: sha256(refresh.token),
    expiresAt: refresh.expiresAt,
  });
  const access = await tokens.signAccessToken(subject, ACCESS_TOKEN_TTL_S, familyId);
  return { access_token: access, refresh_token: refresh.token };
}

export interface CodeExchange {
  code: string;
  verifier: string;
  clientId?: string;
  redirectUri?: string;
}

const invalidGrant = () => new ApiError(400, 'invalidGrant');

/**
 * Exchanges an authorization code and its PKCE verifier for a token pair. The code is consumed by the
 * first attempt whatever its outcome; a second use fails and revokes the session it produced.
 */
export async function exchangeCode(
  db: Database,
  tokens: TokenService,
  exchange: CodeExchange,
): Promise<TokenPair> {
  if (!CODE_VERIFIER_PATTERN.test(exchange.verifier)) throw invalidGrant();
  const codeHash = sha256(exchange.code);
  const [grant] = await db
    .update(authCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt)))
    .returning();
  if (!grant) {
    const [replayed] = await db
      .select({ familyId: authCodes.familyId })
      .from(authCodes)
      .where(eq(authCodes.codeHash, codeHash))
      .limit(1);
    if (replayed?.familyId) await revokeFamily(db, replayed.familyId);
    throw invalidGrant();
  }
  if (grant.expiresAt.getTime() <= Date.now()) throw invalidGrant();
  if (exchange.clientId !== undefined && exchange.clientId !== grant.clientId) throw invalidGrant();
  if (exchange.redirectUri !== undefined && exchange.redirectUri !== grant.redirectUri) throw invalidGrant();
  if (!sameText(s256(exchange.verifier), grant.codeChallenge)) throw invalidGrant();

  const subject = await loadSubject(db, grant.userId);
  if (!subject) throw invalidGrant();
  const [family] = await db
    .insert(tokenFamilies)
    .values({ userId: subject.id, clientId: grant.clientId })
    .returning({ id: tokenFamilies.id });
  await db.update(authCodes).set({ familyId: family!.id }).where(eq(authCodes.codeHash, codeHash));
  await recordSignIn(db, subject.id);
  return issuePair(db, tokens, subject, family!.id);
}

const unauthorized = () => new ApiError(401, 'unauthorized');

/** Claims compared with uuid columns must be uuids, or PostgreSQL refuses the whole statement. */
const isUuid = (value: string) => /^[0-9a-f-]{36}$/i.test(value);

/**
 * Rotates a refresh token: the presented token is spent and a new pair of the same session returned.
 * A token presented again after rotation means it leaked: the whole session is revoked (RFC 9700 4.14).
 */
export async function rotateRefreshToken(
  db: Database,
  tokens: TokenService,
  token: string,
): Promise<TokenPair> {
  let payload;
  try {
    payload = await tokens.verifyRefreshToken(token);
  } catch (error) {
    if (error instanceof TokenError) throw unauthorized();
    throw error;
  }
  if (![payload.jti, payload.fam, payload.sub].every(isUuid)) throw unauthorized();
  const tokenHash = sha256(token);

  // The next pair is signed first, with the claims the presented token carries; then ONE statement
  // spends the presented token if, and only if, it is the stored, unspent, unexpired token of a live
  // session of this user, and stores the new refresh token when the user's role, account and token
  // version are still those claims. It answers the user as the database has it now.
  const claimed: TokenSubject = {
    id: payload.sub,
    role: payload.user.role,
    accountId: payload.user.accountId ?? null,
    tokenVersion: payload.tv,
  };
  const next = await tokens.signRefreshToken(claimed, payload.fam);
  const result = await db.execute(sql`
    with spent as (
      update refresh_tokens r set used_at = now()
      from token_families f join users u on u.id = f.user_id
      where r.jti = ${payload.jti}::uuid and r.token_hash = ${tokenHash} and r.used_at is null
        and r.expires_at > now() and f.id = r.family_id and f.id = ${payload.fam}::uuid
        and f.user_id = ${payload.sub}::uuid and f.revoked_at is null
        and f.created_at > now() - make_interval(secs => ${REFRESH_SESSION_MAX_AGE_S})
      returning r.family_id, u.role, u.account_id, u.token_version
    ), fresh as (
      insert into refresh_tokens (jti, family_id, token_hash, expires_at)
      select ${next.jti}::uuid, family_id, ${sha256(next.token)}, ${next.expiresAt.toISOString()}::timestamptz
      from spent
      where role = ${claimed.role} and account_id is not distinct from ${claimed.accountId}::uuid
        and token_version = ${claimed.tokenVersion}
      returning jti
    )
    select family_id, role, account_id, token_version, (select count(*) from fresh)::int as issued from spent`);
  const spent = (result as unknown as { rows: SpentRow[] }).rows[0];
  if (!spent) {
    // Was it this very token, already spent? Then it leaked (or raced): revoke the whole session.
    const [earlier] = await db
      .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.jti, payload.jti), eq(refreshTokens.tokenHash, tokenHash)))
      .limit(1);
    if (earlier?.usedAt) await revokeFamily(db, earlier.familyId);
    throw unauthorized();
  }
  if (spent.token_version !== payload.tv) {
    await revokeFamily(db, spent.family_id);
    throw unauthorized();
  }
  if (Number(spent.issued) === 1) {
    const access = await tokens.signAccessToken(claimed, ACCESS_TOKEN_TTL_S, spent.family_id);
    return { access_token: access, refresh_token: next.token };
  }
  // The role or account changed since the token was issued: the new pair carries the current ones.
  const current: TokenSubject = {
    id: payload.sub,
    role: spent.role,
    accountId: spent.account_id,
    tokenVersion: spent.token_version,
  };
  return issuePair(db, tokens, current, spent.family_id);
}

/**
 * Logout of an SSO session: the session of a validly signed refresh token is revoked, so neither that
 * token nor any other of its rotation can be used again. Unknown or broken tokens change nothing; the
 * caller learns nothing either way (RFC 7009 2.2).
 */
export async function revokeRefreshToken(tokens: TokenService, db: Database, token: string): Promise<void> {
  let payload;
  try {
    payload = await tokens.verifyRefreshToken(token);
  } catch (error) {
    if (error instanceof TokenError) return;
    throw error;
  }
  if (![payload.jti, payload.sub].every(isUuid)) return;
  const [stored] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
    .where(
      and(
        eq(refreshTokens.jti, payload.jti),
        eq(refreshTokens.tokenHash, sha256(token)),
        eq(tokenFamilies.userId, payload.sub),
      ),
    )
    .limit(1);
  if (stored) await revokeFamily(db, stored.familyId);
}

interface SpentRow {
  family_id: string;
  role: Role;
  account_id: string | null;
  token_version: number;
  issued: number | string;
}
