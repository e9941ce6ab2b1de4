import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#web/components/ui/field.tsx';
import { PasswordToggle } from '#web/components/ui/password-toggle.tsx';

interface Props {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  shown: boolean;
  onToggle?: () => void;
  autoComplete: 'current-password' | 'new-password';
  /** The rule, shown before it fails. */
  hint?: string;
}

/** A password input; the toggle is drawn only where onToggle is given (a shared toggle shows once). */
export function PasswordField({ label, registration, error, shown, onToggle, autoComplete, hint }: Props) {
  return (
    <TextField
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      error={error}
      hint={hint}
      end={onToggle ? <PasswordToggle shown={shown} onToggle={onToggle} /> : undefined}
      {...registration}
    />
  );
}
