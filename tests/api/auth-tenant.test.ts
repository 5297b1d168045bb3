import { asc } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountScope,
  authentication,
  requireRole,
  whereAccount,
  type AuthenticatedUser,
} from '../../server/api/auth/authenticate';
import { loadOrCreateSigningKey } from '../../server/auth-provider/keys';
import { TokenService } from '../../server/auth-provider/tokens';
import { groups } from '../../server/db/schema';
import { ApiError } from '../../server/errors';
import { errorHandler } from '../../server/plugins/error-handler';
import { accountIdOf, bearer, login, seedDemo } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The tenant scope and role helpers, through a tiny test-only module built the way real modules are:
 * `app.authenticate`, then `requireRole`, then every query filtered by `accountScope`.
 */
let t: TestApp;
let mini: FastifyInstance;
let school: string;
let home: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  school = (await accountIdOf(t, 'juf.anne'))!;
  home = (await accountIdOf(t, 'ouder.devries'))!;

  const { db } = t.database;
  const tokens = new TokenService(await loadOrCreateSigningKey(t.config.dataDir));
  mini = Fastify();
  await mini.register(errorHandler);
  await mini.register(authentication, { db, tokens });
  await mini.register(async (app) => {
    const staff = requireRole('docent', 'schooladmin', 'office', 'superadmin');
    app.get<{ Params: { accountId: string } }>(
      '/test/accounts/:accountId/groups',
      { preHandler: [app.authenticate, staff] },
      async (request) => {
        const scope = accountScope(request, request.params.accountId);
        return db
          .select({ name: groups.name })
          .from(groups)
          .where(whereAccount(groups.accountId, scope))
          .orderBy(asc(groups.name));
      },
    );
    app.get('/test/groups', { preHandler: [app.authenticate, staff] }, async (request) =>
      db
        .select({ name: groups.name })
        .from(groups)
        .where(whereAccount(groups.accountId, accountScope(request)))
        .orderBy(asc(groups.name)),
    );
    app.get(
      '/test/office-only',
      { preHandler: [app.authenticate, requireRole('office', 'superadmin')] },
      async () => ({
        ok: true,
      }),
    );
    app.get('/test/forgot-authenticate', { preHandler: requireRole('docent') }, async () => ({ ok: true }));
  });
  await mini.ready();
});
afterAll(async () => {
  await mini.close();
  await t.close();
});

const get = (url: string, token?: string) =>
  mini.inject({ method: 'GET', url, ...(token ? bearer(token) : {}) });
const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((g) => g.name);

describe('tenant scope through a module', () => {
  it('shows a teacher the groups of her own account only', async () => {
    const anne = await login(t, 'juf.anne', 'anne-lesgeven');
    const own = await get(`/test/accounts/${school}/groups`, anne);
    expect(own.statusCode).toBe(200);
    expect(names(own.body)).toEqual(['Groep 4', 'Groep 6']);
    expect(names((await get('/test/groups', anne)).body)).toEqual(['Groep 4', 'Groep 6']);
  });

  it('refuses a teacher or parent naming another account (403)', async () => {
    const anne = await login(t, 'juf.anne', 'anne-lesgeven');
    const cross = await get(`/test/accounts/${home}/groups`, anne);
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({ message: 'Je hebt geen toegang tot deze gegevens.' });
    const parent = await login(t, 'ouder.devries', 'thuis-oefenen');
    expect((await get(`/test/accounts/${school}/groups`, parent)).statusCode).toBe(403);
    expect(names((await get('/test/groups', parent)).body)).toEqual(['Thuis']);
  });

  it('lets office and superadmin see every account, or the one they name', async () => {
    for (const [name, password] of [
      ['office', 'office-demo'],
      ['superadmin', 'superadmin-demo'],
    ] as const) {
      const token = await login(t, name, password);
      expect(names((await get('/test/groups', token)).body)).toEqual(['Groep 4', 'Groep 6', 'Thuis']);
      expect(names((await get(`/test/accounts/${home}/groups`, token)).body)).toEqual(['Thuis']);
    }
  });

  it('answers 403 for a role that is not allowed, 401 without a token', async () => {
    const sam = await login(t, 'sam.g4', 'appel');
    expect((await get('/test/groups', sam)).statusCode).toBe(403);
    const anne = await login(t, 'juf.anne', 'anne-lesgeven');
    expect((await get('/test/office-only', anne)).statusCode).toBe(403);
    expect((await get('/test/groups')).statusCode).toBe(401);
    expect((await get('/test/forgot-authenticate', anne)).statusCode).toBe(401);
  });
});

describe('accountScope (unit)', () => {
  const logged: unknown[] = [];
  const request = (user: AuthenticatedUser | null) =>
    ({
      user,
      routeOptions: { url: '/api/accounts/:accountId' },
      log: { info: (entry: unknown) => logged.push(entry) },
    }) as unknown as FastifyRequest;
  const teacher: AuthenticatedUser = { id: 'u1', role: 'docent', accountId: 'acc-1', tokenVersion: 0 };
  const office: AuthenticatedUser = { id: 'u2', role: 'office', accountId: null, tokenVersion: 0 };

  it('returns the own account for school roles and refuses any other', () => {
    expect(accountScope(request(teacher))).toBe('acc-1');
    expect(accountScope(request(teacher), 'acc-1')).toBe('acc-1');
    expect(() => accountScope(request(teacher), 'acc-2')).toThrow(ApiError);
    expect(() => accountScope(request(teacher), 'acc-2')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => accountScope(request(teacher), null)).toThrow(ApiError);
  });

  it('returns null (all) or the named account for office and superadmin', () => {
    expect(accountScope(request(office))).toBeNull();
    expect(accountScope(request(office), 'acc-2')).toBe('acc-2');
    expect(accountScope(request({ ...office, role: 'superadmin' }), 'acc-3')).toBe('acc-3');
  });

  it('logs office access to a named account (who, which account, which route), not the all scope', () => {
    logged.length = 0;
    accountScope(request(office));
    expect(logged).toEqual([]);
    accountScope(request(office), 'acc-2');
    expect(logged).toEqual([
      { officeUserId: 'u2', role: 'office', accountId: 'acc-2', route: '/api/accounts/:accountId' },
    ]);
    accountScope(request(teacher), 'acc-1');
    expect(logged).toHaveLength(1);
  });

  it('refuses a school role without an account, and a request without a user', () => {
    expect(() => accountScope(request({ ...teacher, accountId: null }))).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => accountScope(request(null))).toThrow(expect.objectContaining({ statusCode: 401 }));
  });

  it('builds no filter only for the null scope', () => {
    expect(whereAccount(groups.accountId, null)).toBeUndefined();
    expect(whereAccount(groups.accountId, 'acc-1')).toBeDefined();
  });
});
