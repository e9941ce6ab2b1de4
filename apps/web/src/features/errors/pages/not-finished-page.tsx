import { NotFinishedView } from '#web/components/status/status-view.tsx';

export function NotFinishedPage() {
  return <NotFinishedView />;
}
