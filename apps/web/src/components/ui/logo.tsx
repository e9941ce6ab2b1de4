import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';

interface Props {
  className?: string;
  /** Hide the word mark (icon only). */
  compact?: boolean;
  tone?: 'dark' | 'light';
}

export function LogoMark({ className = 'size-9' }: { className?: string }) {
  // A unique gradient id per instance: a hidden copy (e.g. the phone header) must not own it.
  const gradient = useId();
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#209d91" />
          <stop offset="1" stopColor="#3b82c4" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradient})`} />
      <path
        d="M20 31s-10-6.1-10-13.2A5.5 5.5 0 0 1 20 14.8a5.5 5.5 0 0 1 10 3C30 24.9 20 31 20 31z"
        fill="#fff"
      />
      <path
        d="M13.5 21h4l2-3.2 2.6 5 1.9-1.8h2.5"
        fill="none"
        stroke="#137f76"
        strokeWidth="1.9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className = '', compact = false, tone = 'dark' }: Props) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <LogoMark />
      {compact ? (
        <span className="sr-only">{t('appName')}</span>
      ) : (
        <span
          className={`text-xl font-semibold tracking-tight ${tone === 'light' ? 'text-white' : 'text-ink'}`}
        >
          {t('appName')}
        </span>
      )}
    </span>
  );
}
