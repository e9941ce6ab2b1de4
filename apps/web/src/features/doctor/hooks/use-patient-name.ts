import { useCallback } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';

/**
 * A patient's name as a doctor's lists show it. A patient who deleted their account is kept in the
 * doctor's records without a name: they are shown as a former patient, not as a blank.
 */
export function usePatientName(): (name: string) => string {
  const { t } = useTranslation('doctor');
  return useCallback((name: string) => name.trim() || t('formerPatient'), [t]);
}
