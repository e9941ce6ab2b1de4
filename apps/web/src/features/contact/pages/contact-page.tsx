import { useTranslation } from '#web/lib/i18n/index.ts';
import { ClockIcon } from '#web/components/ui/page-icons.tsx';
import { MailIcon, PhoneIcon } from '#web/components/ui/area-icons.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { ContactIllustration } from '../components/contact-illustration.tsx';

/** Contact Us: an image plus the form. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation();
  const facts = [
    { Icon: PhoneIcon, text: tc('footer.phone'), ltr: true },
    { Icon: MailIcon, text: t('emailUs'), ltr: true },
    { Icon: ClockIcon, text: t('hours'), ltr: false },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-20">
      <div className="grid items-start gap-12 lg:grid-cols-2">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="mt-4 max-w-md leading-relaxed text-muted">{t('subtitle')}</p>
          <ContactIllustration className="mt-10 w-full max-w-md" />
          <ul className="mt-8 space-y-3 text-sm">
            {facts.map(({ Icon, text, ltr }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="grid size-9 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-4" />
                </span>
                <span dir={ltr ? 'ltr' : undefined}>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-line bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8">
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
