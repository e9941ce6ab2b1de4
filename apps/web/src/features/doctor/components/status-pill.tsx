interface Props {
  positive: boolean;
  label: string;
}

export function StatusPill({ positive, label }: Props) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-medium ${
        positive ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-800'
      }`}
    >
      {label}
    </span>
  );
}
