import { Spinner } from '#web/components/ui/spinner.tsx';

export function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className="grid place-items-center py-16 text-brand-700">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
