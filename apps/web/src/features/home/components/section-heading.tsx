interface Props {
  title: string;
  subtitle?: string;
}

/** A Home section's heading, centred. */
export function SectionHeading({ title, subtitle }: Props) {
  return (
    <header className="mx-auto max-w-2xl text-center">
      <h2 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{title}</h2>
      {subtitle ? <p className="mt-3 text-muted">{subtitle}</p> : null}
    </header>
  );
}
