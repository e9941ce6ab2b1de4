import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_NS } from '#web/features/booking/booking-i18n.ts';
import { i18n } from '#web/lib/i18n/index.ts';

// Arabic nouns after a count take the count's form: 3-10 a plural, 11-99 (and 111, 255…) the singular
// accusative, 100, 500, 4000 the singular genitive.

describe('maximum lengths in Arabic', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("a message's limit", async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['messaging']);
    const t = i18n.getFixedT('messaging');
    expect(t('tooLong', { count: 4000 })).toBe('لا يمكن أن تتجاوز الرسالة 4000 حرف.');
    expect(t('tooLong', { count: 255 })).toBe('لا يمكن أن تتجاوز الرسالة 255 حرفًا.');
    expect(t('tooLong', { count: 5 })).toBe('لا يمكن أن تتجاوز الرسالة 5 أحرف.');
  });

  it("a booking reason's limit, and the same in English and French", async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces([BOOKING_NS]);
    expect(i18n.getFixedT(BOOKING_NS)('reasonTooLong', { count: 500 })).toBe('يجب ألا يتجاوز السبب 500 حرف.');
    expect(i18n.getFixedT(BOOKING_NS)('reasonTooLong', { count: 20 })).toBe('يجب ألا يتجاوز السبب 20 حرفًا.');
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces([BOOKING_NS]);
    expect(i18n.getFixedT(BOOKING_NS)('reasonTooLong', { count: 500 })).toBe(
      'Le motif doit faire 500 caractères au plus.',
    );
  });
});
