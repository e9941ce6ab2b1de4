interface Props {
  name: string;
  src: string | null;
  className?: string;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A round picture, or the person's initials when there is none. */
export function Avatar({ name, src, className = 'size-16' }: Props) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className={`${className} rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} grid place-items-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {initials(name)}
    </span>
  );
}
