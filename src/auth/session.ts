import { decodeJwt } from 'jose';
import { atom } from 'jotai';
import { ROLES, type Role } from '../domain/constants';
import { appStore, type AppStore } from '../shell/lib/store';
import { getAccessToken, readUsingSSO, removeTokens, setTokens, writeUsingSSO } from './storage';

/**
 * The browser session (SPEC §3, §4): who is signed in and whether SSO is in use, as jotai atoms that
 * mirror storage. Functions here take the store so tests can pass their own; the app uses appStore.
 */

/** The signed-in user: from the access token payload, completed by POST /api/auth/sso after SSO. */
export interface SessionUser {
  id: string;
  role: Role;
  accountId?: string;
  username?: string;
  displayName?: string;
}

export const userAtom = atom<SessionUser | null>(null);
export const usingSSOAtom = atom<boolean>(false);

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The user of a token payload (SPEC §3: payload field user with id, role, optional accountId). */
export function userOfPayload(payload: Record<string, unknown>): SessionUser | null {
  const user = payload.user;
  if (!user || typeof user !== 'object') return null;
  const { id, role, accountId } = user as Record<string, unknown>;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '' || !isRole(role)) return null;
  const result: SessionUser = { id: String(id), role };
  if (typeof accountId === 'string' || typeof accountId === 'number') result.accountId = String(accountId);
  return result;
}

/** Whether the payload's expires_in (a UNIX time in seconds) is missing or not in the future. */
export function isPayloadExpired(payload: Record<string, unknown>, now = Date.now()): boolean {
  const expiresIn = payload.expires_in;
  return typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn * 1000 <= now;
}

/** Decodes a token without verifying it; the user, or null when it is unreadable, expired or userless. */
export function userOfToken(token: string, now = Date.now()): SessionUser | null {
  let payload: Record<string, unknown>;
  try {
    payload = decodeJwt(token);
  } catch {
    return null;
  }
  if (isPayloadExpired(payload, now)) return null;
  return userOfPayload(payload);
}

/**
 * On load (SPEC §4): decode the stored access token. 'none' when there is none; 'restored' when it is
 * current and carries a user; 'cleared' when it had expired or lacked a user, after clearing the session.
 */
export function restoreSession(
  store: AppStore = appStore,
  now = Date.now(),
): 'none' | 'restored' | 'cleared' {
  store.set(usingSSOAtom, readUsingSSO());
  const token = getAccessToken();
  if (!token) {
    store.set(userAtom, null);
    return 'none';
  }
  const user = userOfToken(token, now);
  if (!user) {
    clearSession(store);
    return 'cleared';
  }
  store.set(userAtom, user);
  return 'restored';
}

/** Removes both tokens, clears the user and sets usingSSO to false (the state of logout, SPEC §4). */
export function clearSession(store: AppStore = appStore): void {
  removeTokens();
  store.set(userAtom, null);
  writeUsingSSO(false);
  store.set(usingSSOAtom, false);
}

/** Login by credentials (SPEC §4): usingSSO false, the token stored, the user set. */
export function startDirectSession(token: string, store: AppStore = appStore): SessionUser {
  const user = userOfToken(token);
  if (!user) throw new Error('token expired');
  removeTokens();
  writeUsingSSO(false);
  store.set(usingSSOAtom, false);
  setTokens(token);
  store.set(userAtom, user);
  return user;
}

/** SSO tokens after a verified code exchange: usingSSO true, both tokens in sessionStorage. */
export function storeSsoTokens(accessToken: string, refreshToken: string, store: AppStore = appStore): void {
  removeTokens();
  writeUsingSSO(true);
  store.set(usingSSOAtom, true);
  setTokens(accessToken, refreshToken);
}

/** New tokens of a refresh: stored, and the user kept in step with the new access token. */
export function applyRefreshedTokens(
  accessToken: string,
  refreshToken: string,
  store: AppStore = appStore,
): void {
  setTokens(accessToken, refreshToken);
  const fromToken = userOfToken(accessToken);
  const current = store.get(userAtom);
  if (fromToken && (!current || current.id !== fromToken.id || current.role !== fromToken.role)) {
    store.set(userAtom, fromToken);
  }
}
