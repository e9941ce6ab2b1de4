import { createContext, useContext } from 'react';
import type { StoredIds } from './auth-storage.ts';

export interface AuthState extends StoredIds {
  isAuth: boolean;
  /** True once the start-up refresh attempt has finished. */
  ready: boolean;
  loggingOut: boolean;
}

export interface AuthApi extends AuthState {
  /** SPEC LOGIN: store the ids, mark authenticated. */
  login(ids: {
    userId: string | number;
    patientId?: string | number | null;
    doctorId?: string | number | null;
  }): void;
  /** SPEC logout: call the API, clear the ids, full redirect to /. */
  logout(): Promise<void>;
  setAuth(isAuth: boolean): void;
}

export const AuthContext = createContext<AuthApi | null>(null);

export function useAuth(): AuthApi {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
