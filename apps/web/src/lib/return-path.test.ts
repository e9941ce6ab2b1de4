import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

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
