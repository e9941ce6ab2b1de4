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
