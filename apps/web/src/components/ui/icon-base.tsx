import type { ReactNode, SVGProps } from 'react';

// Inline stroke icons (24px grid). Decorative: hidden from assistive technology.

export type IconProps = SVGProps<SVGSVGElement>;

export function Stroke({ children, className = 'size-5', ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
      {...rest}
    >
      {children}
    </svg>
  );
}
