import { errors, importSPKI, jwtVerify, type JWTPayload } from 'jose';
import { STORAGE_KEYS, TOKEN_ALGORITHM } from '../domain/constants';
import { http } from '../shell/lib/http';
import { AUTH_PATHS, providerUrl } from './provider';
import { readItem, writeItem } from './storage';

/**
 * Verification of SSO tokens (SPEC §5, §8): RS512 against the provider's public key, fetched from
 * {auth provider}/api/auth/public-key and cached in sessionStorage under jwt_public_key; the payload
 * must carry expires_in (UNIX seconds) in the future. Loaded lazily: only SSO needs it.
 */

export const TOKEN_ERRORS = {
  publicKey: 'failed to get public key',
  noToken: 'no token detected',
  expired: 'token expired',
} as const;

export type VerifiedPayload = JWTPayload & { expires_in: number };

/** The provider's public key as PEM text, from the session cache or the provider. */
export async function getPublicKey(options: { fresh?: boolean } = {}): Promise<string> {
  const cached = options.fresh ? null : readItem('session', STORAGE_KEYS.jwtPublicKey);
  if (cached) return cached;
  let pem: unknown;
  try {
    const response = await http.get<string>(providerUrl(AUTH_PATHS.publicKey), {
      responseType: 'text',
      transformResponse: (data: unknown) => data,
      authFlow: true,
    });
    pem = response.data;
  } catch {
    throw new Error(TOKEN_ERRORS.publicKey);
  }
  if (typeof pem !== 'string' || !pem.includes('PUBLIC KEY')) throw new Error(TOKEN_ERRORS.publicKey);
  writeItem('session', STORAGE_KEYS.jwtPublicKey, pem);
  return pem;
}

async function importKey(pem: string) {
  try {
    return await importSPKI(pem, TOKEN_ALGORITHM);
  } catch {
    writeItem('session', STORAGE_KEYS.jwtPublicKey, null);
    throw new Error(TOKEN_ERRORS.publicKey);
  }
}

async function verifyWith(token: string, pem: string, now: number): Promise<VerifiedPayload> {
  const key = await importKey(pem);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [TOKEN_ALGORITHM],
      currentDate: new Date(now),
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new Error(TOKEN_ERRORS.expired, { cause: error });
    throw error;
  }
  const expiresIn = payload.expires_in;
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn)) throw new Error(TOKEN_ERRORS.noToken);
  if (expiresIn * 1000 <= now) throw new Error(TOKEN_ERRORS.expired);
  return payload as VerifiedPayload;
}

/**
 * Verifies a token and returns its payload. A signature that fails against a cached key is tried once
 * more against a freshly fetched key, so a rotated provider key does not end every session.
 */
export async function verifyToken(token: string, now = Date.now()): Promise<VerifiedPayload> {
  const hadCache = readItem('session', STORAGE_KEYS.jwtPublicKey) !== null;
  const pem = await getPublicKey();
  try {
    return await verifyWith(token, pem, now);
  } catch (error) {
    if (hadCache && error instanceof errors.JWSSignatureVerificationFailed) {
      return verifyWith(token, await getPublicKey({ fresh: true }), now);
    }
    throw error;
  }
}

/** Verifies an access token and a refresh token together (code exchange and refresh, SPEC §4). */
export async function verifyTokenPair(accessToken: string, refreshToken: string, now = Date.now()) {
  const access = await verifyToken(accessToken, now);
  const refresh = await verifyToken(refreshToken, now);
  return { access, refresh };
}
