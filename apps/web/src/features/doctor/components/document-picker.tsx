import { useId } from 'react';
import { FieldShell } from '#web/components/ui/field.tsx';

interface Props {
  label: string;
  /** Path of the stored document, shown as a link when no new file is chosen. */
  current: string | null;
  currentLabel: string;
  error?: string | undefined;
  onChange(file: File | null): void;
  inputKey: number;
}

/** A certification upload, or a link to the one already stored. */
export function DocumentPicker({ label, current, currentLabel, error, onChange, inputKey }: Props) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept="application/pdf,image/png,image/jpeg,image/webp"
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        className="block w-full text-sm text-muted file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-800 hover:file:bg-brand-100"
      />
      {current ? (
        <a
          href={current}
          target="_blank"
          rel="noreferrer"
          className="inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          {currentLabel}
        </a>
      ) : null}
    </FieldShell>
  );
}
