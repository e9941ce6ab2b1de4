import { isLanguage, type Language } from '@reayah/contracts';

const REJECTION: Record<
  Language,
  { subject: string; greeting: (name: string) => string; reason: string; next: string; signature: string }
> = {
  en: {
    subject: 'Reayah: certification not verified',
    greeting: (name) => `Dr. ${name},`,
    reason: 'We could not verify the certification you uploaded. Reason:',
    next: 'You can upload a new certification from your profile settings.',
    signature: 'Reayah',
  },
  fr: {
    subject: 'Reayah : certification non vérifiée',
    greeting: (name) => `Dr ${name},`,
    reason: "Nous n'avons pas pu vérifier la certification que vous avez déposée. Motif :",
    next: 'Vous pouvez déposer une nouvelle certification depuis les paramètres de votre profil.',
    signature: 'Reayah',
  },
  ar: {
    subject: 'رعاية: لم يتم التحقق من الشهادة',
    greeting: (name) => `د. ${name}،`,
    reason: 'لم نتمكن من التحقق من الشهادة التي رفعتها. السبب:',
    next: 'يمكنك رفع شهادة جديدة من إعدادات ملفك الشخصي.',
    signature: 'رعاية',
  },
};

/**
 * The refusal with the administrator's reason as written, in the doctor's language; in the three
 * languages for an account that never chose one.
 */
export function rejectionMail(
  doctor: { email: string; fullName: string; language: string | null },
  reason: string,
): { to: string; subject: string; text: string } {
  const languages: Language[] = isLanguage(doctor.language) ? [doctor.language] : ['en', 'fr', 'ar'];
  const texts = languages.map((l) => REJECTION[l]);
  return {
    to: doctor.email,
    subject: texts.map((t) => t.subject).join(' / '),
    text: [
      ...texts.map((t) => t.greeting(doctor.fullName)),
      '',
      ...texts.map((t) => t.reason),
      '',
      reason,
      '',
      ...texts.map((t) => t.next),
      '',
      texts[0]?.signature ?? 'Reayah',
    ].join('\n'),
  };
}
