import { NotFinishedView } from '../../components/status/status-view.tsx';

export function NotFinishedPage() {
  return <NotFinishedView />;
}
