interface Props {
  name: string;
  position: string;
  description: string;
  index: number;
}

// Dark enough for the white initials (at least 4.5:1): brand 600, a deep sky, brand 700, a deep teal
// and brand 800.
const TONES = ['#137f76', '#2f6fb0', '#0f766e', '#1d6f8a', '#115a55'];

function initials(name: string) {
  return name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('');
}

/** A team member with an initials avatar (no photos are shipped). */
export function TeamCard({ name, position, description, index }: Props) {
  const tone = TONES[index % TONES.length];
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 transition-shadow hover:shadow-lg">
      <div
        className="grid size-16 place-items-center rounded-2xl text-xl font-semibold text-white"
        style={{ background: tone }}
        aria-hidden="true"
      >
        {initials(name)}
      </div>
      <h3 className="mt-5 font-semibold text-ink">{name}</h3>
      <p className="text-sm font-medium text-brand-700">{position}</p>
      <p className="mt-3 text-sm leading-relaxed text-muted">{description}</p>
    </article>
  );
}
