import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-brand-700/50',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100 disabled:opacity-60',
  outline:
    'border border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50 disabled:opacity-60',
  ghost: 'text-ink hover:bg-surface disabled:opacity-60',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:opacity-60',
};

const sizes: Record<ButtonSize, string> = {
  // A phone's touch target is at least 44 px tall; a pointer's may be smaller.
  sm: 'h-11 px-3 text-sm sm:h-9',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
};

export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '') =>
  `inline-flex items-center justify-center gap-2 rounded-xl font-medium transition-colors disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]} ${extra}`;

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  loadingLabel?: string;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel,
  className = '',
  disabled,
  type = 'button',
  children,
  ...rest
}: Props) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || loading || (type === 'submit' && !hydrated)}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner className="size-4" label={loadingLabel} /> : null}
      {children}
    </button>
  );
}
