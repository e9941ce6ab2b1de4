import { describe, expect, it } from 'vitest';
import { appointmentMail } from './mail-texts.ts';

const facts = {
  doctorName: 'Karim Haddad',
  day: '2030-01-15',
  startTime: '09:00:00',
  place: '22 Allées Ben Boulaïd, Batna',
  video: false,
};

describe('appointment emails', () => {
  it('write the time on 24 hours in French and Arabic', () => {
    expect(appointmentMail('confirmation', 'fr', facts, {}).text).toContain('mardi 15 janvier 2030 à 09:00');
    const ar = appointmentMail('confirmation', 'ar', facts, {}).text;
    expect(ar).toContain('09:00');
    expect(ar).not.toMatch(/ص|م\b|AM|PM/);
    expect(appointmentMail('confirmation', 'fr', { ...facts, startTime: '14:30:00' }, {}).text).toContain(
      '14:30',
    );
  });

  it('keep a Latin name and address in their order inside Arabic', () => {
    const { text, html } = appointmentMail('confirmation', 'ar', facts, {});
    expect(text).toContain('\u2068Karim Haddad\u2069');
    expect(text).toContain('المكان: \u206822 Allées Ben Boulaïd, Batna\u2069');
    expect(html).toContain('\u2068Karim Haddad\u2069');
    // Other languages need no isolation.
    expect(appointmentMail('confirmation', 'fr', facts, {}).text).not.toContain('\u2068');
  });
});
