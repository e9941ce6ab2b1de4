import { useTranslation } from 'react-i18next';

/** Hero artwork: a video consultation on a tablet with floating health cards (inline SVG). */
export function HeroIllustration({ className = '' }: { className?: string }) {
  const { t } = useTranslation('home');
  return (
    <svg viewBox="0 0 520 440" className={className} role="img" aria-label={t('hero.imageAlt')}>
      <defs>
        <linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b0e8df" />
          <stop offset="1" stopColor="#bcd8f0" />
        </linearGradient>
        <linearGradient id="hero-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#effbf9" />
          <stop offset="1" stopColor="#d7f4ef" />
        </linearGradient>
      </defs>
      <circle cx="270" cy="220" r="190" fill="url(#hero-bg)" opacity="0.55" />
      <circle cx="270" cy="220" r="140" fill="#fff" opacity="0.35" />
      {/* tablet */}
      <rect x="120" y="70" width="300" height="230" rx="22" fill="#0f2a33" />
      <rect x="132" y="82" width="276" height="206" rx="14" fill="url(#hero-screen)" />
      {/* doctor */}
      <circle cx="270" cy="160" r="34" fill="#f5c9a8" />
      <path d="M236 154c0-24 15-36 34-36s34 12 34 36c-8-12-20-16-34-16s-26 4-34 16z" fill="#124a46" />
      <path d="M200 288c4-48 32-76 70-76s66 28 70 76z" fill="#fff" />
      <path d="M258 212h24l-12 40z" fill="#0f766e" />
      <path
        d="M238 222c-12 10-16 24-12 40"
        stroke="#3b82c4"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="226" cy="266" r="8" fill="#3b82c4" />
      {/* self view */}
      <rect x="340" y="96" width="56" height="70" rx="10" fill="#fff" />
      <circle cx="368" cy="122" r="12" fill="#e8b48f" />
      <path d="M348 166c2-16 10-24 20-24s18 8 20 24z" fill="#209d91" />
      {/* call controls */}
      <rect x="222" y="300" width="96" height="36" rx="18" fill="#fff" />
      <circle cx="246" cy="318" r="10" fill="#e3ebee" />
      <circle cx="270" cy="318" r="10" fill="#e25563" />
      <circle cx="294" cy="318" r="10" fill="#e3ebee" />
      {/* heart-rate card */}
      <g transform="translate(40 130)">
        <rect width="120" height="74" rx="16" fill="#fff" />
        <circle cx="24" cy="24" r="10" fill="#fde8ea" />
        <path d="M24 30s-7-4-7-9a3.5 3.5 0 0 1 7-1 3.5 3.5 0 0 1 7 1c0 5-7 9-7 9z" fill="#e25563" />
        <rect x="42" y="18" width="56" height="8" rx="4" fill="#e3ebee" />
        <path
          d="M14 54h20l6-12 10 20 6-10h50"
          stroke="#e25563"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      {/* appointment card */}
      <g transform="translate(370 250)">
        <rect width="128" height="84" rx="16" fill="#fff" />
        <rect x="14" y="14" width="30" height="30" rx="8" fill="#0f766e" />
        <path d="M22 26h14M22 32h10" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <rect x="54" y="16" width="60" height="8" rx="4" fill="#b0e8df" />
        <rect x="54" y="32" width="40" height="8" rx="4" fill="#e3ebee" />
        <rect x="14" y="56" width="100" height="14" rx="7" fill="#effbf9" />
        <rect x="14" y="56" width="64" height="14" rx="7" fill="#45b9ac" />
      </g>
      {/* pill */}
      <g transform="translate(96 290) rotate(-30)">
        <rect width="64" height="26" rx="13" fill="#fff" />
        <rect width="32" height="26" rx="13" fill="#3b82c4" />
        <rect x="20" width="12" height="26" fill="#3b82c4" />
      </g>
      <circle cx="440" cy="80" r="10" fill="#45b9ac" />
      <circle cx="90" cy="90" r="6" fill="#3b82c4" />
    </svg>
  );
}
