import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useMessageText } from '#web/lib/i18n/message-text.ts';

const inputClass =
  'block w-full rounded-xl border bg-white px-4 py-3 text-sm text-ink placeholder:text-muted/70 transition-colors focus:outline-none focus:ring-4 disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted read-only:bg-surface';

function stateClass(error?: string) {
  return error
    ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
    : 'border-line focus:border-brand-500 focus:ring-brand-100';
}

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  const messageText = useMessageText();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600" role="alert">
          {messageText(error)}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted">{hint}</p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Content drawn inside the input at its end (a toggle, an icon). */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, end, id, className = '', ref, ...rest }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={fieldId}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={`${inputClass} ${stateClass(error)} ${end ? 'pe-12' : ''} ${className}`}
          {...rest}
        />
        {end ? <div className="absolute inset-y-0 end-0 flex items-center pe-2">{end}</div> : null}
      </div>
    </FieldShell>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, id, className = '', ref, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error}>
      <textarea
        id={fieldId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={`${inputClass} ${stateClass(error)} min-h-32 resize-y ${className}`}
        {...rest}
      />
    </FieldShell>
  );
}

/** What went wrong with a form or a dialog's action, said above its buttons and announced at once. */
export function FailureNote({ children }: { children: string | null | undefined }) {
  return children ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {children}
    </p>
  ) : null;
}

/** Stands for the example number in a hint's translation. */
const NUMBER_MARK = '\u0000';

/**
 * A field's hint with the example mobile number in it (`text` translates the hint around
 * `example`): the number stays whole on one line and left to right, on an Arabic page at 360 px too.
 */
export function ExampleNumberHint({ text }: { text: (example: string) => string }) {
  const [before = '', after = ''] = text(NUMBER_MARK).split(NUMBER_MARK);
  return (
    <>
      {before}
      <bdi dir="ltr" className="whitespace-nowrap">
        05 55 12 34 56
      </bdi>
      {after}
    </>
  );
}
