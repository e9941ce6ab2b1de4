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
