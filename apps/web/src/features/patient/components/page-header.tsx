import type { ReactNode } from 'react';

/** A page title with its actions, stacked on phones. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <h1 className="text-2xl font-semibold text-ink">{title}</h1>
      {children ? <div className="flex flex-wrap items-center gap-3">{children}</div> : null}
    </div>
  );
}

/** The loading state of a list, announced to screen readers. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-3" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-14 animate-pulse rounded-2xl bg-white" />
      ))}
    </div>
  );
}
