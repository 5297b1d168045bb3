import { describe, expect, it } from 'vitest';
import { scrubUrl } from './logging';

describe('scrubUrl', () => {
  it('redacts secret query values and keeps the rest', () => {
    expect(scrubUrl('/api/auth/token?auth_code=abc&code_verifier=xyz&lang=nl')).toBe(
      '/api/auth/token?auth_code=%5Bredacted%5D&code_verifier=%5Bredacted%5D&lang=nl',
    );
  });

  it('redacts the reset token in the password-reset path', () => {
    expect(scrubUrl('/auth/wachtwoordherstellen/42/s3cr3t-token')).toBe(
      '/auth/wachtwoordherstellen/42/[redacted]',
    );
  });

  it('leaves ordinary URLs alone', () => {
    expect(scrubUrl('/site/prijzen')).toBe('/site/prijzen');
  });
});
