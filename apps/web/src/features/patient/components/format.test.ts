import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n/index.ts';
import { dayAndMonth, formatDate } from './format.ts';

describe('patient area dates', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('are written as the original screens show them in English', () => {
    expect(formatDate('2024-04-18')).toBe('18 Apr 2024');
    expect(dayAndMonth('2026-11-26')).toEqual({ day: '26', month: 'November' });
  });

  it('follow the chosen language, with Western digits in Arabic', async () => {
    await i18n.changeLanguage('fr');
    expect(dayAndMonth('2026-11-26')).toEqual({ day: '26', month: 'novembre' });
    expect(formatDate('2024-04-18')).toBe('18 avr. 2024');
    await i18n.changeLanguage('ar');
    expect(formatDate('2024-04-18')).toMatch(/^18 أبريل 2024$|^18 أفريل 2024$/);
  });
});
