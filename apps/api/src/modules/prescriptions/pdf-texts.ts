import { ALGERIA_TIME_ZONE } from '@reayah/contracts';
// The printed words of a prescription. The paper is bilingual whatever the reader's language:
// French on the left, Arabic on the right, as Algerian prescriptions are (so these are not API
// messages to translate, and the messages test leaves this file alone, as it does mail texts).

export const PDF_TEXTS = {
  fr: {
    title: 'Ordonnance',
    doctor: 'Dr',
    orderNumber: 'N° d’ordre :',
    patient: 'Patient :',
    age: 'Âge :',
    date: 'Date :',
    medicines: 'Médicaments',
    signature: 'Signature et cachet',
    code: 'Code :',
    verify: 'Vérifier l’authenticité :',
    revokedOn: 'Révoquée le {{date}}',
  },
  ar: {
    title: 'وصفة طبية',
    doctor: 'الدكتور',
    orderNumber: 'رقم التسجيل:',
    patient: 'المريض:',
    age: 'السن:',
    date: 'التاريخ:',
    medicines: 'الأدوية',
    signature: 'الإمضاء والختم',
    code: 'الرمز:',
    verify: 'للتحقق من صحة الوصفة:',
    revokedOn: 'ألغيت في {{date}}',
  },
} as const;

/** `dd/mm/yyyy` in Algeria, the same digits on both sides of the paper. */
export function paperDate(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ALGERIA_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}
