import { describe, expect, it } from 'vitest';
import { safeError, scrubUrl } from './logging';

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

  it('redacts the pupil search term (a child’s name) in API and page URLs', () => {
    expect(scrubUrl('/api/office/leerlingen?zoek=sam')).toBe('/api/office/leerlingen?zoek=%5Bredacted%5D');
    expect(scrubUrl('/superadmin/leerlingen?zoek=Sam%20G')).toBe(
      '/superadmin/leerlingen?zoek=%5Bredacted%5D',
    );
    expect(scrubUrl('/api/accounts/1/leerlingen?zoek=lotte&x=1')).toBe(
      '/api/accounts/1/leerlingen?zoek=%5Bredacted%5D&x=1',
    );
  });

  it('leaves ordinary URLs alone', () => {
    expect(scrubUrl('/site/prijzen')).toBe('/site/prijzen');
  });
});

describe('safeError', () => {
  it('keeps a failed query and its database error, not the parameters or the row values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      constraint: 'users_email',
      table: 'users',
      detail: 'Key (email)=(jan@example.nl) already exists.',
    });
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "users" ("name", "email") values ($1, $2)\nparams: Jan de Vries,jan@example.nl',
      ),
      {
        query: 'insert into "users" ("name", "email") values ($1, $2)',
        params: ['Jan de Vries', 'jan@example.nl'],
        cause,
      },
    );
    const logged = JSON.stringify(safeError(failed));
    expect(logged).not.toContain('jan@example.nl');
    expect(logged).not.toContain('Jan de Vries');
    expect(logged).toContain('values ($1, $2)');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email');
    expect(logged).toContain('logging.test.ts');
  });

  it('leaves out a quoted input value at the end of a database message', () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "Milan H."'), {
      code: '22P02',
    });
    expect(JSON.stringify(safeError(error))).not.toContain('Milan');
  });
});
