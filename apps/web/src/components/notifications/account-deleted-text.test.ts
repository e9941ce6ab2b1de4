import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n/index.ts';
import { notificationText } from './notification-text.ts';

const deleted = {
  id: 9,
  kind: 'account.deleted' as const,
  data: { patient_name: 'Nadia Ouali' },
  link: '/Doctores/3/Patients',
  read: false,
  created_at: '2026-11-20T09:00:00.000Z',
};

describe('a patient deleted their account', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('tells the doctor who it was, in the doctor’s language', async () => {
    expect(notificationText(i18n.getFixedT('notifications'), deleted)).toBe(
      'Nadia Ouali deleted their account: their folders and messages are gone, and their upcoming appointments are cancelled.',
    );
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces(['notifications']);
    expect(notificationText(i18n.getFixedT('notifications'), deleted)).toMatch(
      /^Nadia Ouali a supprimé son compte/,
    );
  });
});
