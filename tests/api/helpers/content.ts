import { as, type TestUser } from './practice';
import type { TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as `user` (none: anonymous), with a JSON body when one is given. */
export function requestAs(t: TestApp, method: Method, url: string, user?: TestUser, body?: unknown) {
  return t.client.request({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    ...(user ? as(user) : {}),
  });
}
