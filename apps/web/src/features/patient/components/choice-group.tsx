import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMessageText } from '#web/lib/i18n/message-text.ts';

interface Props {
  legend: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** A radio group drawn as selectable chips. */
export function ChoiceGroup({ legend, options, registration, error }: Props) {
  const messageText = useMessageText();
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} className="cursor-pointer">
            <input type="radio" value={o.value} className="peer sr-only" {...registration} />
            <span className="inline-flex h-10 min-w-12 items-center justify-center rounded-xl border border-line bg-white px-4 text-sm transition-colors peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:font-semibold peer-checked:text-brand-800 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-100">
              {o.label}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm text-red-600">
          {messageText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
