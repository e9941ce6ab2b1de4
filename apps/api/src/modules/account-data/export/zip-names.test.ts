import { describe, expect, it } from 'vitest';
import { readmeText } from './archive.ts';
import { safeSegment, uniqueNames } from './zip-names.ts';

describe('names inside the export', () => {
  it('makes a name safe to unpack anywhere', () => {
    expect(safeSegment('Analyses/2024', 'x')).toBe('Analyses_2024');
    expect(safeSegment('..\\..\\etc', 'x')).toBe('_.._etc');
    expect(safeSegment('../../secret', 'x')).toBe('_.._secret');
    expect(safeSegment('a:b*c?d"e<f>g|h', 'x')).toBe('a_b_c_d_e_f_g_h');
    expect(safeSegment('report\u202Efdp.exe', 'x')).toBe('reportfdp.exe');
    expect(safeSegment('line\nbreak', 'x')).toBe('line break');
    expect(safeSegment('CON', 'x')).toBe('_CON');
    expect(safeSegment('nul.txt', 'x')).toBe('_nul.txt');
    expect(safeSegment('trailing. ', 'x')).toBe('trailing');
    expect(safeSegment('...', 'folder')).toBe('folder');
    expect(safeSegment('   ', 'file')).toBe('file');
    expect(safeSegment('تحليل الدم.pdf', 'x')).toBe('تحليل الدم.pdf');
    expect(safeSegment('a'.repeat(300), 'x')).toHaveLength(100);
  });

  it('numbers a name used twice in a folder, whatever its case', () => {
    const name = uniqueNames();
    expect(name('Scan.pdf')).toBe('Scan.pdf');
    expect(name('scan.pdf')).toBe('scan (2).pdf');
    expect(name('SCAN.PDF')).toBe('SCAN (3).PDF');
    expect(name('scan (2).pdf')).toBe('scan (2) (2).pdf');
    expect(name('notes')).toBe('notes');
    expect(name('notes')).toBe('notes (2)');
    expect(name('.env')).toBe('.env');
    expect(name('.env')).toBe('.env (2)');
  });

  it('writes the README in the account’s language, English when it has none', () => {
    const at = new Date('2026-05-01T10:30:00Z');
    expect(readmeText(null, 'Amina', at)).toMatch(/^Your data on Reayah\r\n/);
    expect(readmeText('fr', 'Amina', at)).toContain("Amina, tel que c'était le 2026-05-01 10:30");
    expect(readmeText('ar', 'Amina', at)).toMatch(/^بياناتك على رعاية/);
    expect(readmeText('xx', 'Amina', at)).toMatch(/^Your data on Reayah/);
  });
});
