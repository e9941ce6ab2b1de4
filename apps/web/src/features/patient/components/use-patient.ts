import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { PATIENT_NS } from '../patient-i18n.ts';
import { formatSize } from './format.ts';

/** The signed-in patient's id (the area's guard guarantees one is stored). */
export function usePatientId(): string {
  return useAuth().patientId ?? '';
}

/** A failed list load: 'Oops...' / 'Something went wrong!', once per failure. */
export function useLoadFailedAlert(failed: boolean, text?: string) {
  const { t } = useTranslation(PATIENT_NS);
  const shown = useRef(false);
  useEffect(() => {
    if (failed && !shown.current) {
      shown.current = true;
      void showAlert({ icon: 'error', title: t('loadFailedTitle'), text: text ?? t('loadFailedText') });
    }
    if (!failed) shown.current = false;
  }, [failed, t, text]);
}

export function useSizeText() {
  const { t } = useTranslation(PATIENT_NS);
  return (bytes: number) => {
    const { key, value } = formatSize(bytes);
    return t(key, { value });
  };
}
