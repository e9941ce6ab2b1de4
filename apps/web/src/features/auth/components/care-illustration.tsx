/** A decorative illustration: a phone showing a doctor, a heart-rate line and a shield. */
export function CareIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 220" className={className} aria-hidden="true">
      <circle cx="160" cy="110" r="100" fill="#fff" opacity="0.08" />
      <circle cx="160" cy="110" r="70" fill="#fff" opacity="0.08" />
      <rect x="112" y="30" width="96" height="168" rx="16" fill="#fff" />
      <rect x="120" y="46" width="80" height="96" rx="10" fill="#d7f4ef" />
      <circle cx="160" cy="82" r="18" fill="#f5c9a8" />
      <path d="M142 78c0-12 8-18 18-18s18 6 18 18c-4-6-10-8-18-8s-14 2-18 8z" fill="#124a46" />
      <path d="M130 142c2-20 14-30 30-30s28 10 30 30z" fill="#fff" />
      <path d="M154 112h12l-6 16z" fill="#0f766e" />
      <path d="M150 124c-6 4-8 10-6 16" stroke="#3b82c4" strokeWidth="3" fill="none" strokeLinecap="round" />
      <rect x="124" y="152" width="72" height="10" rx="5" fill="#effbf9" />
      <rect x="124" y="168" width="48" height="10" rx="5" fill="#effbf9" />
      <g transform="translate(222 60)">
        <rect width="78" height="48" rx="12" fill="#fff" />
        <path
          d="M10 26h14l6-12 10 22 6-10h22"
          stroke="#e25563"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g transform="translate(24 120)">
        <rect width="72" height="60" rx="12" fill="#fff" />
        <path d="M36 12 18 19v10c0 11 8 17 18 20 10-3 18-9 18-20V19z" fill="#209d91" />
        <path
          d="m28 30 6 6 11-11"
          stroke="#fff"
          strokeWidth="3.2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
