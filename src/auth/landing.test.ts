import { describe, expect, it } from 'vitest';
import { areaOfPath, landingPath, mayReturnTo, mayVisit, postLoginTarget } from './landing';
import type { SessionUser } from './session';

const leerling: SessionUser = { id: 's-1', role: 'leerling', accountId: 'a-1' };
const docent: SessionUser = { id: 'd-1', role: 'docent', accountId: 'a-1' };
const schooladmin: SessionUser = { id: 'sa-1', role: 'schooladmin', accountId: 'a-1' };
const office: SessionUser = { id: 'o-1', role: 'office' };
const superadmin: SessionUser = { id: 'x-1', role: 'superadmin' };

describe('landing after login (SPEC §6)', () => {
  it('sends each role to its route', () => {
    expect(landingPath(leerling)).toBe('/leerling/s-1/landkaart');
    expect(landingPath(docent)).toBe('/account/a-1/user/d-1/groepen');
    expect(landingPath(schooladmin)).toBe('/account/a-1/user/sa-1/groepen');
    expect(landingPath(office)).toBe('/superadmin/dashboard');
    expect(landingPath(superadmin)).toBe('/superadmin/dashboard');
  });

  it('has no landing for a school user without an account', () => {
    expect(landingPath({ id: 'd-2', role: 'docent' })).toBeNull();
  });
});

describe('area access', () => {
  const school = { accountId: 'a-1', userId: 'd-1' };
  it('admits the five roles to the student area, a student only to their own pages', () => {
    for (const user of [docent, schooladmin, office, superadmin]) {
      expect(mayVisit(user, 'student', { leerlingId: 's-9' })).toBe(true);
    }
    expect(mayVisit(leerling, 'student', { leerlingId: 's-1' })).toBe(true);
    expect(mayVisit(leerling, 'student', { leerlingId: 's-2' })).toBe(false);
  });

  it('admits school staff to their own school pages and office staff to any', () => {
    expect(mayVisit(docent, 'school', school)).toBe(true);
    expect(mayVisit(docent, 'school', { accountId: 'a-2', userId: 'd-1' })).toBe(false);
    expect(mayVisit(docent, 'school', { accountId: 'a-1', userId: 'sa-1' })).toBe(false);
    expect(mayVisit(office, 'school', { accountId: 'a-9', userId: 'z' })).toBe(true);
    expect(mayVisit(superadmin, 'school', school)).toBe(true);
    expect(mayVisit(leerling, 'school', school)).toBe(false);
  });

  it('admits only office and superadmin to the office area', () => {
    expect(mayVisit(office, 'office', {})).toBe(true);
    expect(mayVisit(superadmin, 'office', {})).toBe(true);
    for (const user of [leerling, docent, schooladmin]) expect(mayVisit(user, 'office', {})).toBe(false);
  });

  it('finds the area of a path', () => {
    expect(areaOfPath('/account/a-1/user/d-1/groepen?x=1')).toEqual({ area: 'school', params: school });
    expect(areaOfPath('/superadmin/ontwikkel/spellen')?.area).toBe('office');
    expect(areaOfPath('/leerling/s-1')?.params).toEqual({ leerlingId: 's-1' });
    expect(areaOfPath('/site/prijzen')).toBeNull();
    expect(areaOfPath('/auth/login')).toBeNull();
  });
});

describe('the post-login step', () => {
  it('returns to a pending path the user may open', () => {
    expect(postLoginTarget(docent, '/account/a-1/user/d-1/licentie')).toBe('/account/a-1/user/d-1/licentie');
    expect(postLoginTarget(office, '/superadmin/accounts')).toBe('/superadmin/accounts');
  });

  it('ignores a pending path of another area, user or host, and lands by role', () => {
    expect(postLoginTarget(leerling, '/superadmin/accounts')).toBe('/leerling/s-1/landkaart');
    expect(postLoginTarget(docent, '/account/a-2/user/d-1/groepen')).toBe('/account/a-1/user/d-1/groepen');
    expect(postLoginTarget(docent, '//evil.example/account/a-1/user/d-1/groepen')).toBe(
      '/account/a-1/user/d-1/groepen',
    );
    expect(postLoginTarget(docent, 'https://evil.example/')).toBe('/account/a-1/user/d-1/groepen');
    expect(postLoginTarget(docent, null)).toBe('/account/a-1/user/d-1/groepen');
    expect(mayReturnTo(docent, '/site')).toBe(false);
  });
});
