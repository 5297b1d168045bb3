import { createHash, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTHeaderParameters } from 'jose';
import {
  ACCESS_TOKEN_AUDIENCE,
  accessTokenPayloadSchema,
  REFRESH_TOKEN_AUDIENCE,
  REFRESH_TOKEN_TTL_S,
  refreshTokenPayloadSchema,
  type AccessTokenPayload,
  type RefreshTokenPayload,
  type TokenUser,
} from '../../src/domain/contracts/auth';
import { TOKEN_ALGORITHM, type Role } from '../../src/domain/constants';
import type { SigningKey } from './keys';

/** `iss` of every token the provider signs. */
export const TOKEN_ISSUER = 'rekenblobs-auth';
/** Seconds of clock difference tolerated between nodes. */
const CLOCK_TOLERANCE_S = 5;
/** No legitimate token comes near this; longer input is refused before any parsing. */
const MAX_TOKEN_LENGTH = 4096;
/** Header parameters that point at other keys: never honoured, and a token carrying them is refused. */
const FORBIDDEN_HEADERS = ['jku', 'jwk', 'x5u', 'x5c', 'x5t', 'x5t#S256'] as const;

export interface TokenSubject {
  id: string;
  role: Role;
  accountId: string | null;
  tokenVersion: number;
}

export class TokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'TokenError';
  }
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

function tokenUser(subject: TokenSubject): TokenUser {
  return {
    id: subject.id,
    role: subject.role,
    ...(subject.accountId ? { accountId: subject.accountId } : {}),
  };
}

/** Access tokens whose signature and fixed claims were verified, kept to skip the RSA check next time. */
const VERIFIED_CACHE_SIZE = 2000;

/** Signs and verifies the provider's JWTs (RS512, one key, identified by kid). */
export class TokenService {
  /**
   * Access tokens verified already (the whole token as key, insertion order: the oldest goes first).
   * What a verification checks does not change for a token, except expiry, which is checked again
   * on every use; whether its user and session still hold is the caller's database check each time.
   */
  private readonly verified = new Map<string, AccessTokenPayload>();

  constructor(private readonly key: SigningKey) {}

  get kid(): string {
    return this.key.kid;
  }

  get publicKeyPem(): string {
    return this.key.publicKeyPem;
  }

  private async sign(
    claims: Record<string, unknown>,
    subject: string,
    aud: string,
    iat: number,
    exp: number,
  ) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: this.key.kid, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setSubject(subject)
      .setAudience(aud)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key.privateKey);
  }

  /** An access token; `family` ties a provider token to its session so revoking it ends the token. */
  async signAccessToken(subject: TokenSubject, ttlSeconds: number, family?: string): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + ttlSeconds;
    const claims = {
      user: tokenUser(subject),
      expires_in: exp,
      typ: 'access',
      tv: subject.tokenVersion,
      ...(family ? { fam: family } : {}),
    };
    return this.sign(claims, subject.id, ACCESS_TOKEN_AUDIENCE, iat, exp);
  }

  async signRefreshToken(
    subject: TokenSubject,
    family: string,
  ): Promise<{ token: string; jti: string; expiresAt: Date }> {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + REFRESH_TOKEN_TTL_S;
    const jti = randomUUID();
    const claims = {
      user: tokenUser(subject),
      expires_in: exp,
      typ: 'refresh',
      tv: subject.tokenVersion,
      fam: family,
      jti,
    };
    const token = await this.sign(claims, subject.id, REFRESH_TOKEN_AUDIENCE, iat, exp);
    return { token, jti, expiresAt: new Date(exp * 1000) };
  }

  private async verify(token: string, audience: string): Promise<Record<string, unknown>> {
    if (token.length > MAX_TOKEN_LENGTH) throw new TokenError('token too long');
    const resolveKey = (header: JWTHeaderParameters) => {
      if (header.alg !== TOKEN_ALGORITHM) throw new TokenError('algorithm not allowed');
      if (header.kid !== this.key.kid) throw new TokenError('unknown key id');
      for (const name of FORBIDDEN_HEADERS) {
        if (name in header) throw new TokenError(`header ${name} not allowed`);
      }
      return this.key.publicKey;
    };
    try {
      const { payload } = await jwtVerify(token, resolveKey, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience,
        typ: 'JWT',
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['iat', 'exp', 'sub'],
      });
      const now = Math.floor(Date.now() / 1000);
      if (typeof payload.iat !== 'number' || payload.iat > now + CLOCK_TOLERANCE_S) {
        throw new TokenError('token not yet valid');
      }
      if (payload.expires_in !== payload.exp) throw new TokenError('expires_in differs from exp');
      return payload as Record<string, unknown>;
    } catch (error) {
      if (error instanceof TokenError) throw error;
      throw new TokenError(error instanceof Error ? error.message : 'invalid token');
    }
  }

  /** Verifies an access token: RS512, our kid, issuer, audience, typ 'access', not expired. */
  async verifyAccessToken(token: string): Promise<AccessTokenPayload> {
    const cached = this.verified.get(token);
    if (cached) {
      // As jose checks it: expired once exp <= now - tolerance.
      if (cached.exp > Math.floor(Date.now() / 1000) - CLOCK_TOLERANCE_S) return cached;
      this.verified.delete(token);
    }
    const payload = await this.verify(token, ACCESS_TOKEN_AUDIENCE);
    const parsed = accessTokenPayloadSchema.safeParse(payload);
    if (!parsed.success) throw new TokenError('malformed access token');
    if (parsed.data.sub !== parsed.data.user.id) throw new TokenError('subject mismatch');
    const claims = Object.freeze({ ...parsed.data, user: Object.freeze(parsed.data.user) });
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, claims);
    return claims;
  }

  /** Verifies a refresh token: as above with its own audience and typ 'refresh'. */
  async verifyRefreshToken(token: string): Promise<RefreshTokenPayload> {
    const payload = await this.verify(token, REFRESH_TOKEN_AUDIENCE);
    const parsed = refreshTokenPayloadSchema.safeParse(payload);
    if (!parsed.success) throw new TokenError('malformed refresh token');
    if (parsed.data.sub !== parsed.data.user.id) throw new TokenError('subject mismatch');
    return parsed.data;
  }
}
