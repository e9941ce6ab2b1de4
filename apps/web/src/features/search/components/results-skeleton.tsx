const bar = 'animate-pulse rounded bg-line';

/** Stands in for the doctor cards while the recommendation loads. */
export function DoctorsSkeleton() {
  return (
    <ul className="mt-3 space-y-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex items-center gap-4 rounded-2xl border border-line bg-white p-4">
          <div className="size-14 shrink-0 animate-pulse rounded-full bg-line" />
          <div className="flex-1 space-y-2">
            <div className={`h-4 w-1/2 ${bar}`} />
            <div className={`h-3 w-1/3 ${bar}`} />
            <div className={`h-3 w-2/3 ${bar}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
