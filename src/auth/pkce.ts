import { OAUTH_CLIENT_ID, SSO_REDIRECT_PATH } from '../domain/contracts/auth';
import { AUTH_PATHS, providerUrl } from './provider';
import { AUTH_INTERNAL_KEYS, readItem, writeItem } from './storage';

/**
 * PKCE for the SSO login (RFC 7636, S256): a verifier of 43-128 unreserved characters and a state, both
 * from the Web Crypto random generator, kept in sessionStorage until the provider sends the user back.
 */

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/** A random string over the unreserved set, without modulo bias. */
export function randomUnreserved(length: number): string {
  const limit = 256 - (256 % UNRESERVED.length);
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit) out += UNRESERVED[byte % UNRESERVED.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export function createCodeVerifier(length = 64): string {
  if (length < 43 || length > 128) throw new RangeError('A PKCE code verifier has 43 to 128 characters');
  return randomUnreserved(length);
}

export function createState(): string {
  return randomUnreserved(32);
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** BASE64URL(SHA-256(verifier)); needs a secure context (https or localhost) for crypto.subtle. */
export async function codeChallengeS256(verifier: string): Promise<string> {
  if (!globalThis.crypto?.subtle) throw new Error('insecure context');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export function ssoRedirectUri(origin = window.location.origin): string {
  return `${origin}${SSO_REDIRECT_PATH}`;
}

/** Creates and keeps a new verifier and state; returns the provider's authorize URL to go to. */
export async function beginSsoLogin(origin = window.location.origin): Promise<string> {
  const verifier = createCodeVerifier();
  const state = createState();
  const challenge = await codeChallengeS256(verifier);
  writeItem('session', AUTH_INTERNAL_KEYS.pkceVerifier, verifier);
  writeItem('session', AUTH_INTERNAL_KEYS.pkceState, state);
  const query = new URLSearchParams({
    client_id: OAUTH_CLIENT_ID,
    redirect_uri: ssoRedirectUri(origin),
    response_type: 'code',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `${providerUrl(AUTH_PATHS.authorize)}?${query.toString()}`;
}

/** The kept verifier when the returned state matches the kept one; both are removed either way. */
export function takePkceForState(state: string | null): string | null {
  const keptState = readItem('session', AUTH_INTERNAL_KEYS.pkceState);
  const verifier = readItem('session', AUTH_INTERNAL_KEYS.pkceVerifier);
  writeItem('session', AUTH_INTERNAL_KEYS.pkceState, null);
  writeItem('session', AUTH_INTERNAL_KEYS.pkceVerifier, null);
  if (!state || !keptState || !verifier || state !== keptState) return null;
  return verifier;
}
