import { NotFinishedView } from '../../../components/status/status-view.tsx';

/** SPEC §2: Inbox is a placeholder only. */
export function InboxPage() {
  return <NotFinishedView />;
}
