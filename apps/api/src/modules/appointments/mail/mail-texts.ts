import {
  INTL_LOCALES,
  isLanguage,
  type Language,
  ALGERIA_TIME_ZONE,
  algeriaInstant,
} from '@reayah/contracts';

// The emails about an appointment, in the recipient's language. Each is a few paragraphs; the
// HTML part is the same paragraphs, escaped.

export interface AppointmentFacts {
  doctorName: string;
  day: string;
  startTime: string;
  place: string | null;
  video: boolean;
}

export type MailKind =
  'confirmation' | 'reminder' | 'rescheduled' | 'cancelled-by-patient' | 'cancelled-by-doctor' | 'waitlist';

interface Texts {
  subject: Record<MailKind, (f: AppointmentFacts) => string>;
  lead: Record<MailKind, (f: AppointmentFacts & { when: string }) => string>;
  where: (f: AppointmentFacts) => string;
  /** Leads the link to the appointments, where the doctor's reason is read, as written. */
  reasonInApp: string;
  open: string;
  book: string;
  unsubscribe: string;
}

const EN: Texts = {
  subject: {
    confirmation: (f) => `Appointment booked with Dr. ${f.doctorName}`,
    reminder: (f) => `Reminder: your appointment with Dr. ${f.doctorName}`,
    rescheduled: (f) => `Appointment moved: Dr. ${f.doctorName}`,
    'cancelled-by-patient': (f) => `Appointment cancelled: Dr. ${f.doctorName}`,
    'cancelled-by-doctor': (f) => `Dr. ${f.doctorName} cancelled your appointment`,
    waitlist: (f) => `A slot is free with Dr. ${f.doctorName}`,
  },
  lead: {
    confirmation: (f) => `Your appointment with Dr. ${f.doctorName} is booked for ${f.when}.`,
    reminder: (f) => `This is a reminder of your appointment with Dr. ${f.doctorName} on ${f.when}.`,
    rescheduled: (f) => `Your appointment with Dr. ${f.doctorName} is now on ${f.when}.`,
    'cancelled-by-patient': (f) => `Your appointment with Dr. ${f.doctorName} on ${f.when} is cancelled.`,
    'cancelled-by-doctor': (f) => `Dr. ${f.doctorName} cancelled your appointment of ${f.when}.`,
    waitlist: (f) =>
      `A slot has freed up with Dr. ${f.doctorName}: ${f.when}. The first patient to book it gets it.`,
  },
  where: (f) =>
    f.video ? 'Video visit: join it from your appointments in Reayah.' : `Place: ${f.place ?? '—'}`,
  reasonInApp: "The doctor's reason is in your appointments:",
  open: 'Your appointments:',
  book: 'Book another slot:',
  unsubscribe: 'No more reminders by email:',
};

const FR: Texts = {
  subject: {
    confirmation: (f) => `Rendez-vous confirmé avec le Dr ${f.doctorName}`,
    reminder: (f) => `Rappel : votre rendez-vous avec le Dr ${f.doctorName}`,
    rescheduled: (f) => `Rendez-vous déplacé : Dr ${f.doctorName}`,
    'cancelled-by-patient': (f) => `Rendez-vous annulé : Dr ${f.doctorName}`,
    'cancelled-by-doctor': (f) => `Le Dr ${f.doctorName} a annulé votre rendez-vous`,
    waitlist: (f) => `Un créneau s'est libéré chez le Dr ${f.doctorName}`,
  },
  lead: {
    confirmation: (f) => `Votre rendez-vous avec le Dr ${f.doctorName} est confirmé pour le ${f.when}.`,
    reminder: (f) => `Nous vous rappelons votre rendez-vous avec le Dr ${f.doctorName} le ${f.when}.`,
    rescheduled: (f) => `Votre rendez-vous avec le Dr ${f.doctorName} est désormais le ${f.when}.`,
    'cancelled-by-patient': (f) => `Votre rendez-vous avec le Dr ${f.doctorName} du ${f.when} est annulé.`,
    'cancelled-by-doctor': (f) => `Le Dr ${f.doctorName} a annulé votre rendez-vous du ${f.when}.`,
    waitlist: (f) =>
      `Un créneau s'est libéré chez le Dr ${f.doctorName} : le ${f.when}. Le premier patient qui le réserve l'obtient.`,
  },
  where: (f) =>
    f.video
      ? 'Téléconsultation : rejoignez-la depuis vos rendez-vous sur Reayah.'
      : `Lieu : ${f.place ?? '—'}`,
  reasonInApp: 'Le motif du médecin est dans vos rendez-vous :',
  open: 'Vos rendez-vous :',
  book: 'Réserver un autre créneau :',
  unsubscribe: 'Ne plus recevoir de rappels par e-mail :',
};

const AR: Texts = {
  subject: {
    confirmation: (f) => `تم حجز موعدك مع د. ${f.doctorName}`,
    reminder: (f) => `تذكير: موعدك مع د. ${f.doctorName}`,
    rescheduled: (f) => `تم تغيير موعدك مع د. ${f.doctorName}`,
    'cancelled-by-patient': (f) => `تم إلغاء موعدك مع د. ${f.doctorName}`,
    'cancelled-by-doctor': (f) => `ألغى د. ${f.doctorName} موعدك`,
    waitlist: (f) => `فترة متاحة لدى د. ${f.doctorName}`,
  },
  lead: {
    confirmation: (f) => `تم حجز موعدك مع د. ${f.doctorName} يوم ${f.when}.`,
    reminder: (f) => `نذكّرك بموعدك مع د. ${f.doctorName} يوم ${f.when}.`,
    rescheduled: (f) => `أصبح موعدك مع د. ${f.doctorName} يوم ${f.when}.`,
    'cancelled-by-patient': (f) => `تم إلغاء موعدك مع د. ${f.doctorName} يوم ${f.when}.`,
    'cancelled-by-doctor': (f) => `ألغى د. ${f.doctorName} موعدك المقرر يوم ${f.when}.`,
    waitlist: (f) => `أصبحت فترة متاحة لدى د. ${f.doctorName}: يوم ${f.when}. يحصل عليها أول مريض يحجزها.`,
  },
  where: (f) => (f.video ? 'استشارة بالفيديو: انضم إليها من مواعيدك في رعاية.' : `المكان: ${f.place ?? '—'}`),
  reasonInApp: 'سبب الإلغاء الذي كتبه الطبيب موجود في مواعيدك:',
  open: 'مواعيدك:',
  book: 'احجز فترة أخرى:',
  unsubscribe: 'إيقاف التذكيرات عبر البريد الإلكتروني:',
};

const TEXTS: Record<Language, Texts> = { en: EN, fr: FR, ar: AR };

function when(language: Language, f: AppointmentFacts): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    // Algeria writes the time on 24 hours in French and Arabic (fr-DZ alone would say "9:00 AM").
    hourCycle: 'h23',
    timeZone: ALGERIA_TIME_ZONE,
  }).format(algeriaInstant(f.day, f.startTime));
}

const isolate = (text: string) => `\u2068${text}\u2069`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An email about an appointment: subject, plain text and HTML, in the recipient's language. */
export function appointmentMail(
  kind: MailKind,
  languageSetting: string | null,
  facts: AppointmentFacts,
  links: { open?: string; book?: string; unsubscribe?: string },
  /** A reason the platform wrote (a suspension, a closed account), never words typed at a practice. */
  platformReason?: string,
) {
  const language: Language = isLanguage(languageSetting) ? languageSetting : 'en';
  const t = TEXTS[language];
  // In Arabic, a name or an address in Latin letters keeps its own order ("22 Allées Ben Boulaïd,
  // Batna", not "Batna 22 …"): each is isolated (U+2068 … U+2069) inside the right-to-left text.
  if (language === 'ar') {
    facts = { ...facts, doctorName: isolate(facts.doctorName), place: facts.place && isolate(facts.place) };
  }
  const paragraphs: [string, string?][] = [[t.lead[kind]({ ...facts, when: when(language, facts) })]];
  if (kind !== 'waitlist') paragraphs.push([t.where(facts)]);
  if (platformReason) paragraphs.push([platformReason]);
  if (links.book) paragraphs.push([t.book, links.book]);
  const doctorsWords = kind === 'cancelled-by-doctor' && !platformReason;
  if (links.open) paragraphs.push([doctorsWords ? t.reasonInApp : t.open, links.open]);
  if (links.unsubscribe) paragraphs.push([t.unsubscribe, links.unsubscribe]);
  const signature = language === 'ar' ? 'رعاية' : 'Reayah';
  const text = [...paragraphs.map(([line, url]) => (url ? `${line}\n${url}` : line)), signature].join('\n\n');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body>${paragraphs
    .map(([line, url]) =>
      url
        ? `<p>${escapeHtml(line)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('')}<p>${signature}</p></body></html>`;
  return { subject: t.subject[kind](facts), text, html, language };
}

const SMS_REMINDER: Record<Language, (f: AppointmentFacts & { when: string }) => string> = {
  en: (f) => `Reayah: reminder, appointment with Dr. ${f.doctorName} on ${f.when}.`,
  fr: (f) => `Reayah : rappel, rendez-vous avec le Dr ${f.doctorName} le ${f.when}.`,
  ar: (f) => `رعاية: تذكير بموعدك مع د. ${f.doctorName} يوم ${f.when}.`,
};

/** The reminder as a text message: one short line. */
export function reminderSms(languageSetting: string | null, facts: AppointmentFacts): string {
  const language: Language = isLanguage(languageSetting) ? languageSetting : 'en';
  return SMS_REMINDER[language]({ ...facts, when: when(language, facts) });
}

const SMS_BOOKED: Record<Language, (f: AppointmentFacts & { when: string }) => string> = {
  en: (f) => `Reayah: your appointment with Dr. ${f.doctorName} is booked for ${f.when}.`,
  fr: (f) => `Reayah : votre rendez-vous avec le Dr ${f.doctorName} est fixé au ${f.when}.`,
  ar: (f) => `رعاية: تم حجز موعدك مع د. ${f.doctorName} يوم ${f.when}.`,
};

const SMS_CANCELLED: Record<
  Language,
  { lead: (f: AppointmentFacts & { when: string }) => string; call: string }
> = {
  en: {
    lead: (f) => `Reayah: Dr. ${f.doctorName} cancelled your appointment of ${f.when}.`,
    call: 'Call the practice to know why or to book again.',
  },
  fr: {
    lead: (f) => `Reayah : le Dr ${f.doctorName} a annulé votre rendez-vous du ${f.when}.`,
    call: 'Appelez le cabinet pour en connaître le motif ou reprendre rendez-vous.',
  },
  ar: {
    lead: (f) => `رعاية: ألغى د. ${f.doctorName} موعدك يوم ${f.when}.`,
    call: 'اتصل بالعيادة لمعرفة السبب أو لحجز موعد آخر.',
  },
};

/** The text a patient booked by telephone receives: the appointment, in their language. */
export function phoneBookedSms(languageSetting: string | null, facts: AppointmentFacts): string {
  const language: Language = isLanguage(languageSetting) ? languageSetting : 'en';
  return SMS_BOOKED[language]({ ...facts, when: when(language, facts) });
}

/**
 * The text a patient booked by telephone receives when the doctor cancels. The doctor's reason is
 * not in it: a text signed by the platform carries no words typed at a practice (a link or a
 * number there would be a lure in the platform's name); the patient calls the practice they
 * booked with. A reason the platform wrote (a suspension, a closed account) is said.
 */
export function phoneCancelSms(
  languageSetting: string | null,
  facts: AppointmentFacts,
  platformReason?: string,
): string {
  const language: Language = isLanguage(languageSetting) ? languageSetting : 'en';
  const texts = SMS_CANCELLED[language];
  return `${texts.lead({ ...facts, when: when(language, facts) })} ${platformReason ?? texts.call}`;
}

/** The reason a patient reads when a suspension cancelled their appointment, in their language. */
export function suspendedDoctorReason(languageSetting: string | null): string {
  const language: Language = isLanguage(languageSetting) ? languageSetting : 'en';
  return {
    en: 'This doctor can no longer see patients on Reayah. Please book with another doctor.',
    fr: 'Ce médecin ne peut plus recevoir de patients sur Reayah. Veuillez prendre rendez-vous avec un autre médecin.',
    ar: 'لم يعد بإمكان هذا الطبيب استقبال المرضى على رعاية. يُرجى حجز موعد مع طبيب آخر.',
  }[language];
}

/** The reason a patient reads when the doctor cancelled without giving one, in their language. */
export function doctorCancelReason(languageSetting: string | null): string {
  const language: Language = isLanguage(languageSetting) ? languageSetting : 'en';
  return {
    en: 'The doctor cancelled this appointment. Please book another slot.',
    fr: 'Le médecin a annulé ce rendez-vous. Veuillez réserver un autre créneau.',
    ar: 'ألغى الطبيب هذا الموعد. يُرجى حجز موعد آخر.',
  }[language];
}
