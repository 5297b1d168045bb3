import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { importSPKI, jwtVerify, type JWTPayload } from 'jose';
import { users } from '../../../server/db/schema';
import { seedDemoData } from '../../../server/db/seed';
import { demoSeeders } from '../../../server/seeders';
import { OAUTH_CLIENT_ID } from '../../../src/domain/contracts/auth';
import type { TestApp, TestClient } from './test-app';

export async function seedDemo(t: TestApp): Promise<void> {
  await seedDemoData(t.database.db, demoSeeders);
}

export async function userId(t: TestApp, username: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

export async function accountIdOf(t: TestApp, username: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ accountId: users.accountId })
    .from(users)
    .where(eq(users.username, username));
  return row?.accountId ?? null;
}

/** Direct login; returns the access token. */
export async function login(t: TestApp, username: string, password: string): Promise<string> {
  const res = await t.client.post('/api/auth', { username, password });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** Verifies a token with jose against the provider's published PEM, as a client would. */
export async function verifyWithPublicKey(t: TestApp, token: string, audience: string): Promise<JWTPayload> {
  const pem = (await t.client.get('/api/auth/public-key')).body;
  const key = await importSPKI(pem, 'RS512');
  const { payload } = await jwtVerify(token, key, { algorithms: ['RS512'], audience });
  return payload;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url'); // 64 characters
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export const REDIRECT_URI = 'http://localhost:4173/auth/login/sso';

export function authorizeQuery(challenge: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    client_id: OAUTH_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
}

/** The hidden fields of the provider's login form. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
  }
  return fields;
}

export function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** Opens the provider's login page and posts the form; returns the raw response of the post. */
export async function postLoginForm(
  client: TestClient,
  challenge: string,
  username: string,
  password: string,
  extra: Record<string, string> = {},
) {
  const page = await client.get(`/api/auth/authorize?${authorizeQuery(challenge, extra)}`);
  if (page.statusCode !== 200) throw new Error(`authorize page: ${page.statusCode}`);
  return client.request({
    method: 'POST',
    url: '/api/auth/authorize',
    payload: formBody({ ...hiddenFields(page.body), username, password }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    withXsrf: false,
  });
}

/** The whole SSO flow: login page, form post, code exchange; returns the token pair. */
export async function ssoLogin(
  t: TestApp,
  username: string,
  password: string,
): Promise<{ access_token: string; refresh_token: string; code: string; verifier: string }> {
  const { verifier, challenge } = pkcePair();
  const posted = await postLoginForm(t.client, challenge, username, password);
  if (posted.statusCode !== 303) throw new Error(`authorize post: ${posted.statusCode} ${posted.body}`);
  const code = new URL(String(posted.headers.location)).searchParams.get('code')!;
  const res = await t.client.get(
    `/api/auth/token?${new URLSearchParams({ auth_code: code, code_verifier: verifier })}`,
  );
  if (res.statusCode !== 200) throw new Error(`token exchange: ${res.statusCode} ${res.body}`);
  return { ...res.json(), code, verifier };
}
