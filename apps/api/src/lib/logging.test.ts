import { describe, expect, it } from 'vitest';
import { scrubUrl } from './logging.ts';

describe('scrubUrl', () => {
  it('masks the reset code in the path', () => {
    expect(scrubUrl('/api/reset_password/123456/')).toBe('/api/reset_password/[redacted]/');
  });

  it('masks search text, which can hold symptoms', () => {
    expect(scrubUrl('/api/doctor/search/list?search=cancer&page=2')).toBe(
      '/api/doctor/search/list?search=[redacted]&page=2',
    );
  });

  it('leaves other paths alone', () => {
    expect(scrubUrl('/api/health')).toBe('/api/health');
  });
});
