import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadOrCreateSigningKey } from '../../server/auth-provider/keys';
import { TokenError, TokenService } from '../../server/auth-provider/tokens';

/** Verified access tokens are kept to skip the RSA check: expiry still holds on every use. */
let dir: string;
let tokens: TokenService;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'token-cache-'));
  tokens = new TokenService(await loadOrCreateSigningKey(dir));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

const subject = { id: randomUUID(), role: 'leerling' as const, accountId: randomUUID(), tokenVersion: 0 };

describe('verified access tokens', () => {
  it('are the same claims the next time, until they expire', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await tokens.signAccessToken(subject, 60);
    const first = await tokens.verifyAccessToken(token);
    expect(await tokens.verifyAccessToken(token)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.user)).toBe(true);
    vi.setSystemTime(Date.now() + 70_000);
    await expect(tokens.verifyAccessToken(token)).rejects.toBeInstanceOf(TokenError);
  });

  it('keep refusing a token with a changed signature', async () => {
    const token = await tokens.signAccessToken(subject, 60);
    await tokens.verifyAccessToken(token);
    const forged = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    await expect(tokens.verifyAccessToken(forged)).rejects.toBeInstanceOf(TokenError);
  });
});
