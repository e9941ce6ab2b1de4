interface Props {
  title: string;
  subtitle?: string;
  align?: 'start' | 'center';
}

export function SectionHeading({ title, subtitle, align = 'center' }: Props) {
  return (
    <header className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <h2 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{title}</h2>
      {subtitle ? <p className="mt-3 text-muted">{subtitle}</p> : null}
    </header>
  );
}
