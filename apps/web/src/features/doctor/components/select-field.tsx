import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { FieldShell } from '#web/components/ui/field.tsx';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select styled like the shared text fields. */
export function SelectField({ label, error, hint, options, placeholder, id, ref, ...rest }: Props) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <select
        id={fieldId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        className={`block w-full rounded-xl border bg-white px-4 py-3 text-sm text-ink focus:outline-none focus:ring-4 ${
          error
            ? 'border-red-400 focus:ring-red-100'
            : 'border-line focus:border-brand-500 focus:ring-brand-100'
        }`}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
