// Every route the server registers takes its path from a contract constant in src/domain/contracts,
// so the client and the server cannot drift apart: a path written out by hand on the server fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as authContract from '../../src/domain/contracts/auth';
import * as contentContract from '../../src/domain/contracts/content';
import * as officeAccountsContract from '../../src/domain/contracts/office-accounts';
import * as officeCommsContract from '../../src/domain/contracts/office-comms';
import * as officeSupportContract from '../../src/domain/contracts/office-support';
import * as officeContract from '../../src/domain/contracts/office';
import * as practiceContract from '../../src/domain/contracts/practice';
import * as rosterContract from '../../src/domain/contracts/roster';
import * as siteContract from '../../src/domain/contracts/site';
import { createTestApp, type TestApp } from './helpers/test-app';

const contracts: Record<string, unknown>[] = [
  authContract,
  contentContract,
  officeAccountsContract,
  officeCommsContract,
  officeSupportContract,
  officeContract,
  practiceContract,
  rosterContract,
  siteContract,
];

/** Routes that are no API contract: none of the client's calls go there. Keep this list tiny. */
const NOT_IN_A_CONTRACT = new Set([
  // Load balancers and monitoring probe these; the client never does.
  '/api/health',
  '/api/health/ready',
]);

/** The server's own `/api` strings that are no route of a contract (file: literal). Keep this list tiny. */
const SERVER_LITERALS = new Set([
  'server/api/health/routes.ts: /api/health',
  'server/api/health/routes.ts: /api/health/ready',
  // The trusted-device cookie's scope: every identity route under /api/auth, not one route.
  'server/identity/trusted-devices.ts: /api/auth',
]);

/** `:groepId`, `:id`, ... all become `:param`, so a builder's placeholder name does not matter. */
const normalise = (url: string) => url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':param');

/** Every path a contract declares: each `*_PATHS` entry (functions called with placeholders) and each `*_PATH`. */
function contractPaths(): Set<string> {
  const paths = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string') paths.add(normalise(value));
    else if (typeof value === 'function') {
      const placeholders = Array.from({ length: value.length }, (_, i) => `:p${i}`);
      paths.add(normalise(String((value as (...args: string[]) => unknown)(...placeholders))));
    }
  };
  for (const contract of contracts) {
    for (const [name, value] of Object.entries(contract)) {
      if (name.endsWith('_PATHS') && value && typeof value === 'object') Object.values(value).forEach(add);
      else if (name.endsWith('_PATH')) add(value);
    }
  }
  return paths;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('route paths', () => {
  it('reads the contracts', () => {
    expect(contractPaths().size).toBeGreaterThan(80);
  });

  it('registers every route under a path a contract declares', () => {
    const declared = contractPaths();
    const registered = [...new Set(t.routes.map((route) => route.url))];
    expect(registered.length).toBeGreaterThan(80);
    const undeclared = registered.filter(
      (url) => !NOT_IN_A_CONTRACT.has(url) && !declared.has(normalise(url)),
    );
    expect(undeclared).toEqual([]);
  });

  it('keeps the allow-list honest: each entry is still registered', () => {
    const registered = new Set(t.routes.map((route) => route.url));
    for (const url of NOT_IN_A_CONTRACT) expect(registered.has(url)).toBe(true);
  });

  it('writes no API path out by hand in the server code', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join('server', file));
    const literals = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line)) // comments may name a path
        .flatMap((line) => [...line.matchAll(/(['"`])(\/api\/[^'"`\s]*)\1/g)])
        .map(([, , literal]) => `${file.split(path.sep).join('/')}: ${literal}`),
    );
    expect(literals.length).toBeGreaterThan(0);
    expect(literals.filter((literal) => !SERVER_LITERALS.has(literal))).toEqual([]);
  });
});
