import type { FastifyRequest } from 'fastify';
import { languageOf } from '#api/lib/i18n/language.ts';

const TEXTS = {
  en: { done: 'You will get no more reminders by email.', bad: 'This link is invalid.' },
  fr: { done: 'Vous ne recevrez plus de rappels par e-mail.', bad: "Ce lien n'est pas valide." },
  ar: { done: 'لن تصلك تذكيرات عبر البريد الإلكتروني بعد الآن.', bad: 'هذا الرابط غير صالح.' },
};

/** The page the unsubscribe link opens, in the language of the browser that follows it. */
export function unsubscribedPage(request: FastifyRequest, done: boolean): string {
  const language = languageOf(request);
  const text = TEXTS[language][done ? 'done' : 'bad'];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Reayah</title></head><body style="font-family:sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem"><h1>Reayah</h1><p>${text}</p><p><a href="/">Reayah</a></p></body></html>`;
}
