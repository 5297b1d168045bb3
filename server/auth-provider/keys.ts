import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK } from 'jose';

/** The provider's signing key: RSA, used with RS512; `kid` is the RFC 7638 JWK thumbprint. */
export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SPKI PEM text served at /api/auth/public-key. */
  publicKeyPem: string;
  kid: string;
}

export const SIGNING_KEY_BITS = 2048;
const KEY_FILE = 'signing-key.pem';

/**
 * Loads the signing key from `AUTH_PRIVATE_KEY` (PEM, for deployments with several nodes) or from
 * `DATA_DIR/keys/signing-key.pem`, generating and saving it (mode 0600) on first start.
 */
export async function loadOrCreateSigningKey(dataDir: string, fromEnv?: string): Promise<SigningKey> {
  let privatePem: string;
  if (fromEnv) {
    privatePem = fromEnv.replace(/\\n/g, '\n');
  } else {
    const dir = path.join(dataDir, 'keys');
    const file = path.join(dir, KEY_FILE);
    if (existsSync(file)) {
      privatePem = readFileSync(file, 'utf8');
    } else {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: SIGNING_KEY_BITS });
      privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      writeFileSync(file, privatePem, { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    }
  }
  const privateKey = createPrivateKey(privatePem);
  if (privateKey.asymmetricKeyType !== 'rsa') throw new Error('The signing key must be an RSA key');
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < SIGNING_KEY_BITS) throw new Error(`The signing key must have at least ${SIGNING_KEY_BITS} bits`);
  const publicKey = createPublicKey(privateKey);
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const kid = await calculateJwkThumbprint(await exportJWK(publicKey), 'sha256');
  return { privateKey, publicKey, publicKeyPem, kid };
}
