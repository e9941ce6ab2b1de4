import { describe, expect, it } from 'vitest';
import { loginReturningTo, safeReturnPath } from './return-path.ts';

describe('the page to return to after signing in', () => {
  it.each(['/Book-a-doctor/5', '/Patients/3/Appoints', '/Search?q=t%C3%AAte', '/Doctors?q=p%C3%A9diatre#x'])(
    'is kept when it is a path of this site: %s',
    (path) => expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'Patients/3',
    '',
    null,
  ])('is refused when it could leave the site: %j', (path) => expect(safeReturnPath(path)).toBeNull());

  it('is carried to the sign-in page encoded', () => {
    expect(loginReturningTo('/Book-a-doctor/5?slot=3')).toBe('/Login?next=%2FBook-a-doctor%2F5%3Fslot%3D3');
    expect(loginReturningTo('//evil.example')).toBe('/Login');
  });
});
