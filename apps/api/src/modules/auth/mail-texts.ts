import { isLanguage, type Language } from '@reayah/contracts';

const RESET_CODE: Record<Language, { subject: string; text: (code: string) => string }> = {
  en: {
    subject: 'Your Reayah verification code',
    text: (code) =>
      `Your verification code is ${code}.\n\nIt is valid for 15 minutes and can be used once. If you did not ask to reset your password, ignore this message.\n\nReayah`,
  },
  fr: {
    subject: 'Votre code de vérification Reayah',
    text: (code) =>
      `Votre code de vérification est ${code}.\n\nIl est valable 15 minutes et ne peut servir qu'une fois. Si vous n'avez pas demandé à réinitialiser votre mot de passe, ignorez ce message.\n\nReayah`,
  },
  ar: {
    subject: 'رمز التحقق الخاص بك في رعاية',
    text: (code) =>
      `رمز التحقق الخاص بك هو ${code}.\n\nصالح لمدة 15 دقيقة ويُستعمل مرة واحدة. إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة.\n\nرعاية`,
  },
};

/** The reset code mail in the account's language; English for an account that never chose one. */
export function resetCodeMail(language: string | null, code: string) {
  const texts = RESET_CODE[isLanguage(language) ? language : 'en'];
  return { subject: texts.subject, body: { text: texts.text(code) } };
}

const CONTACT_CODE: Record<
  Language,
  { subject: string; mail: (code: string) => string; sms: (code: string) => string }
> = {
  en: {
    subject: 'Your Reayah verification code',
    mail: (code) =>
      `Your verification code is ${code}.\n\nType it in Reayah to confirm this email address. It is valid for 10 minutes. If you did not create a Reayah account, ignore this message: you will receive nothing else from us.\n\nReayah`,
    sms: (code) => `Reayah: your verification code is ${code}. Valid 10 minutes.`,
  },
  fr: {
    subject: 'Votre code de vérification Reayah',
    mail: (code) =>
      `Votre code de vérification est ${code}.\n\nSaisissez-le dans Reayah pour confirmer cette adresse e-mail. Il est valable 10 minutes. Si vous n'avez pas créé de compte Reayah, ignorez ce message : vous ne recevrez rien d'autre de notre part.\n\nReayah`,
    sms: (code) => `Reayah : votre code de vérification est ${code}. Valable 10 minutes.`,
  },
  ar: {
    subject: 'رمز التحقق الخاص بك في رعاية',
    mail: (code) =>
      `رمز التحقق الخاص بك هو ${code}.\n\nأدخله في رعاية لتأكيد هذا البريد الإلكتروني. صالح لمدة 10 دقائق. إذا لم تنشئ حسابًا في رعاية، فتجاهل هذه الرسالة: لن يصلك منا أي شيء آخر.\n\nرعاية`,
    sms: (code) => `رعاية: رمز التحقق الخاص بك هو ${code}. صالح 10 دقائق.`,
  },
};

/**
 * A contact's verification code, by email or by text message, in the account's language. The
 * English texts say "verification code is NNNNNN", which the end-to-end tests read.
 */
export function contactCodeMessage(channel: 'email' | 'sms', language: string | null, code: string) {
  const texts = CONTACT_CODE[isLanguage(language) ? language : 'en'];
  return channel === 'sms'
    ? { body: { text: texts.sms(code) } }
    : { subject: texts.subject, body: { text: texts.mail(code) } };
}
