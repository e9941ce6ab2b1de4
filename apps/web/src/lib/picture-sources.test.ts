import { describe, expect, it } from 'vitest';
import { pictureSources } from './picture-sources.ts';

const stored = '/api/media/pictures/0123456789abcdef0123456789abcdef';

describe('pictureSources', () => {
  it('offers every width the API makes for a stored picture, sized as it is shown', () => {
    expect(pictureSources(stored, 48)).toEqual({
      src: `${stored}?w=128`,
      srcSet: [64, 128, 256, 512, 1024].map((w) => `${stored}?w=${w} ${w}w`).join(', '),
      sizes: '48px',
    });
    expect(pictureSources(stored, 800).src).toBe(`${stored}?w=1024`);
  });

  it('leaves other pictures (a file being chosen) as they are', () => {
    expect(pictureSources('blob:http://localhost/1234', 96)).toEqual({ src: 'blob:http://localhost/1234' });
  });
});
