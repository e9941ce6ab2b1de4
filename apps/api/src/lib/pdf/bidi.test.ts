import { describe, expect, it } from 'vitest';
import { bidiLevels, paragraphDirection, visualRuns, visualText } from './bidi.ts';

// Expected orders are those of UAX #9 (and of a browser showing the same text with dir="rtl").

describe('visualText', () => {
  it('lays an Arabic phrase right to left, words included', () => {
    expect(visualText('وصفة طبية', 'rtl')).toBe('ةيبط ةفصو');
  });

  it('keeps digits left to right inside Arabic, the colon on the label side', () => {
    expect(visualText('العمر: 34 سنة', 'rtl')).toBe('ةنس 34 :رمعلا');
  });

  it('keeps a date with its slashes in one left-to-right piece inside Arabic', () => {
    expect(visualText('التاريخ: 12/05/2026', 'rtl')).toBe('12/05/2026 :خيراتلا');
  });

  it('puts a Latin name at the left end of an Arabic line', () => {
    expect(visualText('المريض: Amina Benali', 'rtl')).toBe('Amina Benali :ضيرملا');
  });

  it('reverses an Arabic name inside a French line, and only it', () => {
    expect(visualText('Patient : محمد علي, né en 1990', 'ltr')).toBe('Patient : يلع دمحم, né en 1990');
  });

  it('takes a number that follows Arabic into the Arabic run, as a browser does', () => {
    expect(visualText('Patient : محمد علي, 34 ans', 'ltr')).toBe('Patient : 34 ,يلع دمحم ans');
  });

  it('mirrors brackets in right-to-left text', () => {
    expect(visualText('(ملاحظة)', 'rtl')).toBe('(ةظحالم)');
  });

  it('leaves a Latin line as it is', () => {
    expect(visualText('Metformin 500 mg (2x/day)', 'ltr')).toBe('Metformin 500 mg (2x/day)');
  });

  it('keeps a decimal number whole in Arabic', () => {
    expect(visualText('جرعة 2.5 مل', 'rtl')).toBe('لم 2.5 ةعرج');
  });
});

describe('visualRuns', () => {
  it('gives right-to-left runs in logical order, for shaping, in display order of runs', () => {
    expect(visualRuns('العمر: 34 سنة', 'rtl')).toEqual([
      { text: ' سنة', rtl: true },
      { text: '34', rtl: false },
      { text: 'العمر: ', rtl: true },
    ]);
  });

  it('takes the paragraph direction from the first strong letter by default', () => {
    expect(visualRuns('محمد 12')).toEqual([
      { text: '12', rtl: false },
      { text: 'محمد ', rtl: true },
    ]);
    expect(visualRuns('Dr Karim')).toEqual([{ text: 'Dr Karim', rtl: false }]);
  });
});

describe('levels and direction', () => {
  it('gives Arabic numbers level 2 in an Arabic paragraph and trailing spaces the paragraph level', () => {
    expect(bidiLevels('ب 1 ', 'rtl')).toEqual([1, 1, 2, 1]);
    expect(bidiLevels('a ب ', 'ltr')).toEqual([0, 0, 1, 0]);
  });

  it('finds the direction of a paragraph, falling back when there is no letter', () => {
    expect(paragraphDirection('  وصفة')).toBe('rtl');
    expect(paragraphDirection('12 Ordonnance')).toBe('ltr');
    expect(paragraphDirection('12 34', 'rtl')).toBe('rtl');
  });
});
