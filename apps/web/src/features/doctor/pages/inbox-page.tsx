import { NotFinishedView } from '../../../components/status/status-view.tsx';

/** SPEC §2: a placeholder page of the doctor area. */
export function InboxPage() {
  return <NotFinishedView />;
}
