import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { PASSWORD_COMMON_CODE, PASSWORD_MAX, passwordMinLength } from '../../src/domain/contracts/auth';
import type { Role } from '../../src/domain/constants';
import { ruleMessage } from '../../src/domain/validation';
import { COMMON_PASSWORDS } from './common-passwords';

/** argon2id with OWASP's first recommended parameter set (m=19456 KiB, t=2, p=1). */
const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, not importable under verbatimModuleSyntax)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Verifies a password; a malformed stored hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a fixed hash of the same cost, so an unknown user name takes as long as a wrong
 * password (no user enumeration by timing).
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy password that matches no account');
  await verifyPassword(await dummyHash, password);
}

/**
 * The password rule (NIST SP 800-63B, OWASP ASVS 2.1): staff at least 8 and at most 128 characters,
 * no composition rules, not a common password and not the user name; students (set by their teacher)
 * at least 4. Returns a field-error code, or null when the password is acceptable.
 */
export function passwordRuleError(password: string, role: Role, username?: string): string | null {
  const min = passwordMinLength(role);
  const length = [...password].length;
  if (length === 0) return ruleMessage('required');
  if (length < min) return ruleMessage('minLength', min);
  if (length > PASSWORD_MAX) return ruleMessage('maxLength', PASSWORD_MAX);
  if (role === 'leerling') return null;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return PASSWORD_COMMON_CODE;
  if (username && lower === username.toLowerCase()) return PASSWORD_COMMON_CODE;
  return null;
}
