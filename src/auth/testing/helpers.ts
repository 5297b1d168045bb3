import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { http } from '../../shell/lib/http';

/** Test helpers for the auth unit tests: signing keys, tokens, and a scripted axios adapter. */

export interface TestKeys {
  privateKey: CryptoKey;
  pem: string;
}

export async function makeKeys(): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS512', { extractable: true });
  return { privateKey, pem: await exportSPKI(publicKey) };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A signed token; `expires_in` defaults to 15 minutes ahead, `null` leaves it out. */
export async function signToken(
  keys: TestKeys,
  claims: Record<string, unknown> & { expires_in?: number | null } = {},
  options: { exp?: number } = {},
): Promise<string> {
  const { expires_in = nowSeconds() + 900, ...rest } = claims;
  const payload = { user: { id: 'u-1', role: 'docent', accountId: 'a-1' }, typ: 'access', ...rest };
  const jwt = new SignJWT(expires_in === null ? payload : { ...payload, expires_in })
    .setProtectedHeader({ alg: 'RS512' })
    .setIssuedAt();
  if (options.exp !== undefined) jwt.setExpirationTime(options.exp);
  return jwt.sign(keys.privateKey);
}

/** An unsigned token for decode-only code paths. */
export function unsignedToken(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS512', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  config: InternalAxiosRequestConfig;
}

export type Reply = { status: number; data?: unknown } | 'network';
export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/** Replaces the http instance's adapter: each request is recorded and answered by the handler. */
export function scriptHttp(handler: Handler): { requests: RecordedRequest[]; restore(): void } {
  const requests: RecordedRequest[] = [];
  const previous = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    const auth = headers.get('Authorization');
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      authorization: typeof auth === 'string' ? auth : undefined,
      config,
    };
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return { requests, restore: () => void (http.defaults.adapter = previous) };
}
