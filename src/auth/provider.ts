import type { AUTH_PATHS as CONTRACT_PATHS } from '../domain/contracts/auth';
import { clientConfig } from '../shell/lib/config';

/**
 * The identity calls' paths (SPEC §7), checked against the contract at compile time. They are repeated
 * here because the contract module builds zod schemas at load, which would put zod in the first chunk.
 */
export const AUTH_PATHS = {
  login: '/api/auth',
  sso: '/api/auth/sso',
  publicKey: '/api/auth/public-key',
  authorize: '/api/auth/authorize',
  token: '/api/auth/token',
  refresh: '/api/auth/token/refresh',
  revoke: '/api/auth/token/revoke',
  resetRequest: '/api/auth/wachtwoord/aanvragen',
  reset: '/api/auth/wachtwoord/herstellen',
} as const satisfies typeof CONTRACT_PATHS;

/** A URL on the identity provider (SPEC §7: its own host; same origin by default). */
export function providerUrl(path: string): string {
  return `${clientConfig.authProviderUrl.replace(/\/+$/, '')}${path}`;
}
