import { STORAGE_KEYS } from '../domain/constants';

/**
 * Where the session lives in the browser (SPEC §3): access_token and refresh_token in localStorage, or
 * in sessionStorage while SSO is in use; usingSSO ('true' / 'false') in localStorage. Storage can be
 * missing or throw (privacy modes); every access is guarded so the app still runs signed out.
 */

/** Keys of the client's own bookkeeping, beside the SPEC's keys. */
export const AUTH_INTERNAL_KEYS = {
  /** sessionStorage: the guarded path a signed-out visitor asked for, used by /auth/login/post. */
  returnPath: 'auth_return_path',
  /** sessionStorage: the PKCE verifier and state of an SSO login under way. */
  pkceVerifier: 'pkce_code_verifier',
  pkceState: 'pkce_state',
  /** localStorage: fingerprint of the last refresh token some tab spent (cross-tab single flight). */
  refreshSpent: 'auth_refresh_spent',
} as const;

function store(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(kind: 'local' | 'session', key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: 'local' | 'session', key: string, value: string | null): void {
  try {
    const s = store(kind);
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
  } catch {
    // Storage full or blocked: the session then lasts as long as the page.
  }
}

export function readUsingSSO(): boolean {
  return readItem('local', STORAGE_KEYS.usingSSO) === 'true';
}

export function writeUsingSSO(value: boolean): void {
  writeItem('local', STORAGE_KEYS.usingSSO, String(value));
}

/** The storage that holds the tokens right now: sessionStorage while SSO is in use. */
function tokenStore(): 'local' | 'session' {
  return readUsingSSO() ? 'session' : 'local';
}

export function getAccessToken(): string | null {
  return readItem(tokenStore(), STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readItem(tokenStore(), STORAGE_KEYS.refreshToken);
}

export function setTokens(accessToken: string, refreshToken?: string): void {
  const kind = tokenStore();
  writeItem(kind, STORAGE_KEYS.accessToken, accessToken);
  if (refreshToken !== undefined) writeItem(kind, STORAGE_KEYS.refreshToken, refreshToken);
}

/** Removes both tokens from both storages, so no token outlives a logout whichever mode wrote it. */
export function removeTokens(): void {
  for (const kind of ['local', 'session'] as const) {
    writeItem(kind, STORAGE_KEYS.accessToken, null);
    writeItem(kind, STORAGE_KEYS.refreshToken, null);
  }
}

export function readReturnPath(): string | null {
  return readItem('session', AUTH_INTERNAL_KEYS.returnPath);
}

export function writeReturnPath(path: string | null): void {
  writeItem('session', AUTH_INTERNAL_KEYS.returnPath, path);
}
