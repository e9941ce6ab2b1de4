import { NotFoundView } from '#web/components/status/status-view.tsx';

export function NotFoundPage() {
  return <NotFoundView />;
}
