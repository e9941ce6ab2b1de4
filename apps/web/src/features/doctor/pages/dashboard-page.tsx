import { OverviewPage } from './overview-page.tsx';

/** SPEC §2: the doctor area's index shows the Overview. */
export function DashboardPage() {
  return <OverviewPage />;
}
