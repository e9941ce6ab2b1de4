import { useTranslation } from '#web/lib/i18n/index.ts';

/** A doctor answering messages on a laptop (inline SVG, no download). */
export function ContactIllustration({ className = '' }: { className?: string }) {
  const { t } = useTranslation('contact');
  return (
    <svg viewBox="0 0 420 260" className={className} role="img" aria-label={t('imageAlt')}>
      <rect x="10" y="20" width="400" height="230" rx="28" fill="#effbf9" />
      <circle cx="330" cy="70" r="34" fill="#d7f4ef" />
      <circle cx="80" cy="210" r="22" fill="#d7f4ef" />
      <rect x="110" y="150" width="200" height="12" rx="6" fill="#124a46" />
      <rect x="130" y="70" width="160" height="86" rx="10" fill="#fff" stroke="#b0e8df" strokeWidth="3" />
      <rect x="146" y="86" width="80" height="10" rx="5" fill="#b0e8df" />
      <rect x="146" y="104" width="120" height="8" rx="4" fill="#e3ebee" />
      <rect x="146" y="120" width="100" height="8" rx="4" fill="#e3ebee" />
      <circle cx="210" cy="196" r="26" fill="#f5c9a8" />
      <path d="M184 190c0-18 12-26 26-26s26 8 26 26c-6-9-15-12-26-12s-20 3-26 12z" fill="#124a46" />
      <path d="M160 250c4-24 24-36 50-36s46 12 50 36z" fill="#fff" />
      <path d="M203 214h14l-7 22z" fill="#0f766e" />
      <g transform="translate(300 110)">
        <rect width="90" height="44" rx="14" fill="#0f766e" />
        <path d="M20 44l-4 14 16-14z" fill="#0f766e" />
        <circle cx="28" cy="22" r="4" fill="#fff" />
        <circle cx="45" cy="22" r="4" fill="#fff" />
        <circle cx="62" cy="22" r="4" fill="#fff" />
      </g>
      <g transform="translate(40 60)">
        <rect width="70" height="40" rx="12" fill="#3b82c4" />
        <path d="M14 14l21 12 21-12" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
      </g>
    </svg>
  );
}
