import { isLanguage, SPECIALTIES, type SpecialtyCode } from '@reayah/contracts';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link } from 'react-router';
import {
  FacebookMark,
  InstagramMark,
  LinkedInMark,
  XMark,
  YouTubeMark,
} from '#web/components/ui/brand-icons.tsx';
import { Logo } from '#web/components/ui/logo.tsx';
import { PhoneIcon } from '#web/components/ui/area-icons.tsx';
import { paths } from '#web/lib/paths.ts';

const SOCIAL = [
  { key: 'footer.facebook', Icon: FacebookMark },
  { key: 'footer.x', Icon: XMark },
  { key: 'footer.instagram', Icon: InstagramMark },
  { key: 'footer.linkedin', Icon: LinkedInMark },
  { key: 'footer.youtube', Icon: YouTubeMark },
] as const;

/** The specialties most asked for, each opening the directory at its doctors. */
const FOOTER_SPECIALTIES: readonly SpecialtyCode[] = [
  'general-medicine',
  'cardiology',
  'dermatology',
  'pediatrics',
  'gynecology-obstetrics',
  'ophthalmology',
  'ent',
  'dentistry',
];

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm text-brand-100/80">{children}</ul>
    </div>
  );
}

/**
 * False until the footer is mounted. A prerendered page's footer is hydrated after the rest, once
 * its code has come, when the page is already live: `useHydrated` would start true there, while
 * the HTML was rendered with the button disabled, and React keeps the HTML's attribute, so the
 * button stayed disabled for good.
 */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

/** The footer. Policy targets are not shown, so they are plain text. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const hydrated = useMounted();
  const policies = t('footer.policies', { returnObjects: true });
  const linkClass = 'hover:text-white';

  return (
    <footer className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-brand-100/80">{t('footer.tagline')}</p>
          <a
            href={`tel:${t('footer.phone').replace(/\s/g, '')}`}
            className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-white"
          >
            <PhoneIcon className="size-4" />
            <span className="sr-only">{t('footer.contactTitle')}: </span>
            <span dir="ltr">{t('footer.phone')}</span>
          </a>
        </div>
        <Column title={t('footer.policiesTitle')}>
          {policies.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </Column>
        <Column title={t('footer.specialtiesTitle')}>
          {SPECIALTIES.filter((s) => FOOTER_SPECIALTIES.includes(s.code)).map((s) => (
            <li key={s.code}>
              <Link
                to={`${paths.doctors}?${new URLSearchParams({ q: s[language] }).toString()}`}
                className={linkClass}
              >
                {s[language]}
              </Link>
            </li>
          ))}
          <li>
            <Link to={paths.doctors} className={linkClass}>
              {t('footer.allSpecialties')}
            </Link>
          </li>
        </Column>
        <Column title={t('footer.linksTitle')}>
          <li>
            <Link to={paths.home} className={linkClass}>
              {t('footer.links.home')}
            </Link>
          </li>
          <li>
            <Link to={paths.about} className={linkClass}>
              {t('footer.links.about')}
            </Link>
          </li>
          <li>
            <Link to={paths.faq} className={linkClass}>
              {t('footer.links.faq')}
            </Link>
          </li>
          <li>
            <Link to={paths.contact} className={linkClass}>
              {t('footer.links.support')}
            </Link>
          </li>
          <li>{t('footer.links.prices')}</li>
        </Column>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
            {t('footer.newsletterTitle')}
          </h2>
          <p className="mt-4 text-sm text-brand-100/80">{t('footer.newsletterText')}</p>
          <form className="mt-4 flex gap-2" onSubmit={(e) => e.preventDefault()}>
            <label htmlFor="newsletter-email" className="sr-only">
              {t('footer.newsletterLabel')}
            </label>
            <input
              id="newsletter-email"
              size={1}
              type="email"
              placeholder={t('footer.newsletterEmail')}
              className="min-w-0 flex-1 rounded-xl border border-white/15 bg-white/10 px-3 py-2.5 text-sm text-white placeholder:text-brand-100/60 focus:border-white/40 focus:outline-none focus:ring-2 focus:ring-white/70"
            />
            <button
              type="submit"
              disabled={!hydrated}
              className="rounded-xl bg-white px-4 text-sm font-medium text-brand-900 hover:bg-brand-50"
            >
              {t('footer.newsletterButton')}
            </button>
          </form>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6">
          <p className="text-xs text-brand-100/70">{t('footer.copyright')}</p>
          <ul className="flex items-center gap-2" aria-label={t('footer.social')}>
            {SOCIAL.map(({ key, Icon }) => (
              <li key={key}>
                <span
                  role="img"
                  aria-label={t(key)}
                  className="grid size-9 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                >
                  <Icon className="size-4" />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
