// Generated cover art for a sample post: a soft gradient with a motif, no image download.

const PALETTES = [
  ['#d7f4ef', '#7dd5c9'],
  ['#dbeafe', '#93c5fd'],
  ['#fde8ea', '#f4a3ad'],
  ['#fef3c7', '#fcd34d'],
  ['#ede9fe', '#c4b5fd'],
  ['#e0f2fe', '#7dd3fc'],
] as const;

export function PostCover({ index, className = '' }: { index: number; className?: string }) {
  const [from, to] = PALETTES[index % PALETTES.length] ?? PALETTES[0];
  const id = `cover-${index}`;
  return (
    <svg viewBox="0 0 320 180" className={className} aria-hidden="true" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id})`} />
      <circle cx={60 + ((index * 37) % 200)} cy="60" r="48" fill="#fff" opacity="0.35" />
      <circle cx={240 - ((index * 23) % 120)} cy="140" r="64" fill="#fff" opacity="0.25" />
      <path
        d="M40 120h50l14-28 22 52 14-24h140"
        stroke="#fff"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.85"
      />
    </svg>
  );
}
