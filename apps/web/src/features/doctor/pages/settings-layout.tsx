import { Outlet } from 'react-router';

/** Doctor Settings (tabs profile and clinic); placeholder shell until the settings are built. */
export function SettingsLayout() {
  return <Outlet />;
}
