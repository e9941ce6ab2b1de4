import { NotFinishedView } from '../../../components/status/status-view.tsx';

/** Placeholder until this page is built. */
export function DashboardPage() {
  return <NotFinishedView />;
}
