import { RED_FLAG_KEYS } from '@reayah/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n/index.ts';
import ar from '#web/locales/ar/triage.json';
import en from '#web/locales/en/triage.json';
import fr from '#web/locales/fr/triage.json';
import { UrgentNotice } from './urgent-notice.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('emergency notice', () => {
  it('has a reason and a question text for every key, in English, French and Arabic', () => {
    for (const catalog of [en, fr, ar]) {
      expect(Object.keys(catalog.reasons).sort()).toEqual([...RED_FLAG_KEYS].sort());
      expect(Object.keys(catalog.questions).sort()).toEqual(Object.keys(en.questions).sort());
    }
  });

  it.each([
    ['fr', 'Il peut s’agir', 'Appelez le 14 (Protection civile)', 'peuvent être un AVC'],
    ['ar', 'قد تكون هذه حالة طارئة', 'اتصل بالرقم 14 (الحماية المدنية)', 'سكتة دماغية'],
  ])('says why and what to do in the page language (%s)', async (lng, title, action, why) => {
    await i18n.changeLanguage(lng);
    render(<UrgentNotice reason="stroke" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent?.replace("'", '’')).toContain(title);
    expect(alert.textContent).toContain(action);
    expect(alert.textContent).toContain(why);
    expect(screen.getAllByRole('link')[0]?.getAttribute('href')).toBe('tel:14');
  });

  it.each([
    ['en', 'police', '17'],
    ['fr', 'police', '17'],
    ['ar', 'الشرطة', '17'],
  ])(
    'gives 1548 as the police line it is, beside 14, never as the SAMU (%s)',
    async (lng, police, number) => {
      await i18n.changeLanguage(lng);
      render(<UrgentNotice reason="suicide" />);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).not.toContain('SAMU');
      expect(alert.textContent).toContain(police);
      expect(alert.textContent).toContain(number);
      const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(['tel:14', 'tel:1548']);
    },
  );
});
