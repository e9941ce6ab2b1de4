import { isLanguage, type Language } from '@reayah/contracts';

const INVITE: Record<
  Language,
  { subject: (doctor: string) => string; text: (doctor: string, link: string, code: string) => string }
> = {
  en: {
    subject: (d) => `Dr. ${d} invites you to keep their agenda on Reayah`,
    text: (d, link, code) =>
      `Dr. ${d} invites you to be their assistant on Reayah: you will keep their agenda and book patients who telephone. You will not see any medical record.\n\nAccept the invitation: ${link}\n\nOr enter this code on the invitation page: ${code}\n\nThe invitation is valid for 7 days.\n\nReayah`,
  },
  fr: {
    subject: (d) => `Le Dr ${d} vous invite à tenir son agenda sur Reayah`,
    text: (d, link, code) =>
      `Le Dr ${d} vous invite à devenir son assistant(e) sur Reayah : vous tiendrez son agenda et prendrez les rendez-vous des patients qui téléphonent. Vous ne verrez aucun dossier médical.\n\nAccepter l'invitation : ${link}\n\nOu saisissez ce code sur la page d'invitation : ${code}\n\nL'invitation est valable 7 jours.\n\nReayah`,
  },
  ar: {
    subject: (d) => `يدعوك د. ${d} لإدارة مواعيده على رعاية`,
    text: (d, link, code) =>
      `يدعوك د. ${d} لتكون مساعده على رعاية: ستدير مواعيده وتحجز للمرضى الذين يتصلون هاتفيًا. لن ترى أي ملف طبي.\n\nاقبل الدعوة: ${link}\n\nأو أدخل هذا الرمز في صفحة الدعوة: ${code}\n\nالدعوة صالحة لمدة 7 أيام.\n\nرعاية`,
  },
};

/** The invitation mail, in the inviting doctor's language. */
export function inviteMail(language: string | null, doctorName: string, link: string, code: string) {
  const texts = INVITE[isLanguage(language) ? language : 'en'];
  return { subject: texts.subject(doctorName), body: { text: texts.text(doctorName, link, code) } };
}
