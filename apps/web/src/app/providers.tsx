import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
