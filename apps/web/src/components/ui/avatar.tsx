import { useState } from 'react';
import { pictureSources } from '#web/lib/picture-sources.ts';

interface Props {
  name: string;
  picture: string | null | undefined;
  /** The picture's text alternative; without one the avatar is decorative (a name sits beside it). */
  alt?: string;
  /** Tailwind size and text classes. */
  className?: string;
  /** The picture's intrinsic size in pixels (width and height attributes). */
  size?: number;
}

export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** A round picture, or the name's initials when there is none (or it fails to load). */
export function Avatar({ name, picture, alt, className = 'size-12 text-base', size = 48 }: Props) {
  const [failed, setFailed] = useState(false);
  if (picture && !failed) {
    return (
      <img
        {...pictureSources(picture, size)}
        alt={alt ?? ''}
        loading="lazy"
        decoding="async"
        width={size}
        height={size}
        onError={() => setFailed(true)}
        className={`shrink-0 rounded-full bg-surface object-cover ${className}`}
      />
    );
  }
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <span
      {...label}
      className={`grid shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800 ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
