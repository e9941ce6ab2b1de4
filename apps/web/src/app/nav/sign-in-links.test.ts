import { describe, expect, it } from 'vitest';
import { paths } from '#web/lib/paths.ts';
import { withReturn } from './sign-in-links.ts';

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
      '/Login?session=ended&next=%2FPatients%2F3%2FAppoints',
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
    expect(withReturn(paths.register, '/login/', '')).toBe('/Register');
    expect(withReturn(paths.register, '/FAQ', '')).toBe('/Register?next=%2FFAQ');
  });
});
