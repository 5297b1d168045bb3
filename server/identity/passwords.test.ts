import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { hashPassword, passwordRuleError, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id at m=19456, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});

describe('password rule', () => {
  it('needs 8 to 128 characters for staff, without composition rules', () => {
    expect(passwordRuleError('kort', 'docent')).toBe('minLength:8');
    expect(passwordRuleError('', 'docent')).toBe('required');
    expect(passwordRuleError('x'.repeat(129), 'office')).toBe('maxLength:128');
    expect(passwordRuleError('alleen kleine letters', 'schooladmin')).toBeNull();
    expect(passwordRuleError('😀😀😀😀😀😀😀😀', 'docent')).toBeNull();
  });

  it('refuses common passwords (Dutch ones too) in any case, and the user name', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
    for (const password of [
      'wachtwoord',
      'Welkom01',
      'PASSWORD123',
      'qwertyuiop',
      'voetbal123',
      'rekenblobs',
    ]) {
      expect(passwordRuleError(password, 'docent'), password).toBe('passwordCommon');
    }
    expect(passwordRuleError('juf.anne.de.boer', 'docent', 'Juf.Anne.De.Boer')).toBe('passwordCommon');
  });

  it('lets a teacher give a student a simple password of at least 4 characters', () => {
    expect(passwordRuleError('appel', 'leerling')).toBeNull();
    expect(passwordRuleError('vis', 'leerling')).toBe('minLength:4');
    expect(passwordRuleError('wachtwoord', 'leerling')).toBeNull();
  });
});
