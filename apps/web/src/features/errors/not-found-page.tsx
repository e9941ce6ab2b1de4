import { NotFoundView } from '../../components/status/status-view.tsx';

export function NotFoundPage() {
  return <NotFoundView />;
}
