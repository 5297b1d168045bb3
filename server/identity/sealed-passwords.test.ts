import { describe, expect, it } from 'vitest';
import { PasswordSealer } from './sealed-passwords';

describe('sealed student passwords', () => {
  const sealer = new PasswordSealer('secret one');

  it('unseal what they sealed, differently each time', () => {
    const a = sealer.seal('kat37');
    const b = sealer.seal('kat37');
    expect(a).not.toBe(b);
    expect(sealer.unseal(a)).toBe('kat37');
    expect(sealer.unseal(b)).toBe('kat37');
  });

  it('refuse another key, a changed byte and rubbish', () => {
    const sealed = sealer.seal('zon58');
    expect(new PasswordSealer('secret two').unseal(sealed)).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(sealer.unseal(bytes.toString('base64url'))).toBeNull();
    expect(sealer.unseal('')).toBeNull();
    expect(sealer.unseal('not sealed at all')).toBeNull();
  });
});
