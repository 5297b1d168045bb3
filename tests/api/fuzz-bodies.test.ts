import type { HTTPMethods, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, login, seedDemo } from './helpers/auth';
import { exampleBody, fuzzBodies, MALFORMED_ID, UNKNOWN_ID, type FuzzBody } from './helpers/fuzz';
import { createTestApp } from './helpers/test-app';

/**
 * Every route the app registers (its onRoute listing, so a new route is covered without a change
 * here; none is skipped): every caller with an example body, the ids unknown and then malformed; then
 * hostile bodies (deep nesting, NUL, lone surrogates, 1 MB of text, wrong types, ...) anonymously and
 * as the first role that gets past the role check. No answer may be a 5xx, and a refusal must say why.
 *
 * Ids are unknown or malformed, never real: the example bodies are meant to pass validation, and on
 * real ids they would change the demo school (deactivate it, trash a child) under the callers' feet.
 * So the EDEXML parser, which runs only for a real school, is fuzzed in the edexml tests instead.
 */
const t = await createTestApp();
await seedDemo(t);
afterAll(() => t.close());

const ROLES = {
  superadmin: ['superadmin', 'superadmin-demo'],
  office: ['office', 'office-demo'],
  schooladmin: ['admin.regenboog', 'regenboog-admin'],
  docent: ['juf.anne', 'anne-lesgeven'],
  leerling: ['sam.g4', 'appel'],
} as const;
type Caller = 'anonymous' | keyof typeof ROLES;
const tokens = new Map<Caller, string>();
for (const [role, [username, password]] of Object.entries(ROLES))
  tokens.set(role as Caller, await login(t, username, password));
const CALLERS: Caller[] = ['anonymous', ...(Object.keys(ROLES) as Caller[])];

const routes = t.routes.flatMap((route: RouteOptions) =>
  [route.method].flat().map((method) => [`${method} ${route.url}`, method, route] as const),
);
const BODY_METHODS: HTTPMethods[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

const withIds = (url: string, id: string) => url.replace(/:\w+/g, id);

// Every request comes from an address of its own, so the per-address rate limits of the public
// forms and the sign-in do not answer 429 before the body is even read.
let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/**
 * A refusal that says why: `{ message }`, or a page of the identity provider's own forms. HEAD has no
 * body by definition, nor has a refused CORS preflight (OPTIONS), which no script gets to read.
 */
function saysWhy(method: HTTPMethods, res: LightMyRequestResponse): boolean {
  if (method === 'HEAD' || method === 'OPTIONS') return true;
  if (String(res.headers['content-type']).startsWith('text/html')) return true;
  try {
    return typeof (res.json() as { message?: unknown }).message === 'string';
  } catch {
    return false;
  }
}

describe('hostile requests on every route', () => {
  it('finds the routes in the app’s own listing', () => {
    expect(routes.length).toBeGreaterThan(150);
  });

  it.each(routes)('%s', { timeout: 60_000 }, async (_name, method, route) => {
    const failures: string[] = [];
    const send = async (what: string, caller: Caller, url: string, body?: FuzzBody) => {
      const token = tokens.get(caller);
      const res = await t.client.request({
        method,
        url,
        remoteAddress: nextAddress(),
        headers: {
          ...(token ? bearer(token).headers : {}),
          ...(body ? { 'content-type': body.contentType } : {}),
        },
        ...(body ? { payload: body.payload } : {}),
      });
      if (res.statusCode >= 500 || (res.statusCode >= 400 && !saysWhy(method, res)))
        failures.push(`${what}, as ${caller}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res;
    };

    const hasBody = BODY_METHODS.includes(method);
    const example = hasBody ? exampleBody(route.schema?.body) : undefined;
    const exampleRequest: FuzzBody | undefined = hasBody
      ? { kind: 'an example body', payload: JSON.stringify(example), contentType: 'application/json' }
      : undefined;
    const plain = exampleRequest?.kind ?? 'no body';
    const url = withIds(route.url, UNKNOWN_ID);
    const hasIds = url !== route.url;

    // The role that may use the route: the first signed-in caller not refused with a 401 or 403.
    let entitled: Caller | undefined;
    for (const caller of CALLERS) {
      const res = await send(hasIds ? `${plain}, unknown ids` : plain, caller, url, exampleRequest);
      if (caller !== 'anonymous' && ![401, 403].includes(res.statusCode)) entitled ??= caller;
    }
    if (hasIds)
      for (const caller of CALLERS)
        await send(`${plain}, malformed ids`, caller, withIds(route.url, MALFORMED_ID), exampleRequest);
    if (hasBody)
      for (const body of fuzzBodies(example))
        for (const caller of ['anonymous', entitled ?? 'superadmin'] as const)
          await send(body.kind, caller, url, body);

    expect(failures).toEqual([]);
  });
});
