import type { MailMessage } from '../../../lib/mail.ts';

/** The refusal, in English, French and Arabic, with the administrator's reason as written. */
export function rejectionMail(to: string, doctorName: string, reason: string): MailMessage {
  return {
    to,
    subject: 'Reayah: certification not verified / certification non vérifiée / لم يتم التحقق من الشهادة',
    text: [
      `Dr. ${doctorName},`,
      '',
      'We could not verify the certification you uploaded. Reason:',
      `Nous n'avons pas pu vérifier la certification que vous avez déposée. Motif :`,
      'لم نتمكن من التحقق من الشهادة التي رفعتها. السبب:',
      '',
      reason,
      '',
      'You can upload a new certification from your profile settings.',
      'Vous pouvez déposer une nouvelle certification depuis les paramètres de votre profil.',
      'يمكنك رفع شهادة جديدة من إعدادات ملفك الشخصي.',
      '',
      'Reayah',
    ].join('\n'),
  };
}
