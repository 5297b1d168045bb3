import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSigningKey } from './keys';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rekenblobs-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadOrCreateSigningKey', () => {
  it('creates a 2048-bit RSA key once, mode 0600, and loads the same key again', async () => {
    const dir = tempDir();
    const first = await loadOrCreateSigningKey(dir);
    expect(first.privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(statSync(path.join(dir, 'keys', 'signing-key.pem')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, 'keys')).mode & 0o777).toBe(0o700);
    const second = await loadOrCreateSigningKey(dir);
    expect(second.kid).toBe(first.kid);
    expect(second.publicKeyPem).toBe(first.publicKeyPem);
  });

  it('takes a key from the environment and refuses keys that are too small or not RSA', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const fromEnv = await loadOrCreateSigningKey(tempDir(), pem.replaceAll('\n', '\\n'));
    expect(fromEnv.privateKey.asymmetricKeyDetails?.modulusLength).toBe(3072);

    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    await expect(
      loadOrCreateSigningKey(tempDir(), small.export({ type: 'pkcs8', format: 'pem' }).toString()),
    ).rejects.toThrow(/at least 2048/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    await expect(
      loadOrCreateSigningKey(tempDir(), ec.export({ type: 'pkcs8', format: 'pem' }).toString()),
    ).rejects.toThrow(/RSA/);
  });
});
