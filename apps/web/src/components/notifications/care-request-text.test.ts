import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n/index.ts';
import { notificationText } from './notification-text.ts';

const request = {
  id: 4,
  kind: 'care.requested' as const,
  data: { doctor: 2, doctor_name: 'Samir Haddad' },
  link: '/Patients/5/Notifications',
  read: false,
  created_at: '2026-11-20T09:00:00.000Z',
};
const text = () => notificationText(i18n.getFixedT('notifications'), request);
const answered = (answer: 'accepted' | 'declined') =>
  notificationText(i18n.getFixedT('notifications'), {
    ...request,
    data: { ...request.data, answer },
    read: true,
  });

describe("a doctor's request to add the patient to their list", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('asks for an answer while it waits for one', () => {
    expect(text()).toBe(
      'Dr. Samir Haddad asks to add you to their patients. Accept or decline in your notifications.',
    );
  });

  it('says the answer once given, and asks nothing any more', async () => {
    expect(answered('accepted')).toBe('Dr. Samir Haddad asked to add you to their patients. You accepted.');
    expect(answered('declined')).toBe('Dr. Samir Haddad asked to add you to their patients. You declined.');
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['notifications']);
    expect(answered('accepted')).toBe('طلب د. Samir Haddad إضافتك إلى قائمة مرضاه. قبلت الطلب.');
  });
});
