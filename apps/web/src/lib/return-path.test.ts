import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import { safeReturnPath, withReturn } from './return-path.ts';

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
});

describe('the sign-in and sign-up links of the header', () => {
  it.each([
    ['/Book-a-doctor/5', '', '/Login?next=%2FBook-a-doctor%2F5'],
    [
      '/Search',
      '?q=mal%20%C3%A0%20la%20gorge',
      `/Login?next=${encodeURIComponent('/Search?q=mal%20%C3%A0%20la%20gorge')}`,
    ],
    ['/Doctors', '?specialty=cardiology', '/Login?next=%2FDoctors%3Fspecialty%3Dcardiology'],
    ['/', '', '/Login'],
    ['/Register', '?next=%2FBook-a-doctor%2F5', '/Login?next=%2FBook-a-doctor%2F5'],
    [
      '/login',
      '?session=ended&next=%2FPatients%2F3%2FAppoints',
      '/login?session=ended&next=%2FPatients%2F3%2FAppoints',
    ],
    ['/Recovery-account', '', '/Login'],
  ])('on %s%s, sign in goes to %s', (pathname, search, expected) =>
    expect(withReturn(paths.login, pathname, search)).toBe(expected),
  );

  it('passes on the way back from the sign-in page to sign up, but not the page of an ended session', () => {
    expect(withReturn(paths.register, '/Login', '?next=%2FBook-a-doctor%2F5')).toBe(
      '/Register?next=%2FBook-a-doctor%2F5',
    );
    expect(withReturn(paths.register, '/Login', '?session=ended&next=%2FPatients%2F3')).toBe('/Register');
    expect(withReturn(paths.register, '/Login', '?next=https%3A%2F%2Fevil.example')).toBe('/Register');
    expect(withReturn(paths.register, '/FAQ', '')).toBe('/Register?next=%2FFAQ');
  });
});
