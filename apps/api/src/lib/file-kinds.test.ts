import { describe, expect, it } from 'vitest';
import { sniffKind } from './file-kinds.ts';

describe('sniffKind', () => {
  it('recognises JPEG, PNG, WebP and PDF by their bytes', () => {
    expect(sniffKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('jpeg');
    expect(sniffKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe('png');
    expect(sniffKind(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffKind(Buffer.from('%PDF-1.7\n', 'latin1'))).toBe('pdf');
  });

  it('does not trust a name: HTML or text is unknown', () => {
    expect(sniffKind(Buffer.from('<html><script>', 'latin1'))).toBeNull();
    expect(sniffKind(Buffer.from('hello', 'latin1'))).toBeNull();
    expect(sniffKind(Buffer.alloc(0))).toBeNull();
  });
});
