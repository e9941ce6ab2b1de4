/** What went wrong with a form or a dialog's action, said above its buttons and announced at once. */
export function FailureNote({ children }: { children: string | null | undefined }) {
  return children ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {children}
    </p>
  ) : null;
}
