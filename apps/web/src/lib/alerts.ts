import { rememberFocus, restoreFocusAndFollow } from './focus.ts';
import { i18n } from './i18n/index.ts';
import type SweetAlert from 'sweetalert2';

// Alerts through SweetAlert2, loaded only when the first alert is shown.

export type AlertIcon = 'success' | 'error' | 'warning' | 'info' | 'question';

export interface AlertOptions {
  icon?: AlertIcon;
  title: string;
  text?: string;
}

let swal: Promise<typeof SweetAlert> | undefined;

function loadSwal() {
  swal ??= import('sweetalert2').then((m) => m.default);
  return swal;
}

export async function showAlert({ icon, title, text }: AlertOptions): Promise<void> {
  const Swal = await loadSwal();
  const opener = rememberFocus();
  await Swal.fire({
    icon,
    title,
    text,
    confirmButtonText: i18n.t('ok'),
    confirmButtonColor: '#0f766e',
    customClass: { popup: 'reayah-alert' },
    // Done below: SweetAlert2 would leave the focus nowhere when the opener was removed meanwhile.
    returnFocus: false,
  });
  restoreFocusAndFollow(opener);
}

/** 'Error!' / 'Something Went Wrong .' with the error icon. */
export function showErrorAlert(text?: string) {
  return showAlert({
    icon: 'error',
    title: i18n.t('alerts.errorTitle'),
    text: text ?? i18n.t('alerts.somethingWentWrong'),
  });
}
