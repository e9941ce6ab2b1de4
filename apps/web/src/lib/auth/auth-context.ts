import { createContext, useContext } from 'react';
import type { StoredIds } from './auth-storage.ts';

/** The auth state's `user`: whatever profile object the current area stored (SET_USER). */
export type AuthUser = Record<string, unknown>;

/** What the start-up refresh learnt of a remembered session (session-api.ts). */
export type SessionCheck = 'live' | 'ended' | 'unknown';

export interface AuthState extends StoredIds {
  isAuth: boolean;
  user: AuthUser | null;
  /** True once the start-up refresh attempt has finished. */
  ready: boolean;
  /** The start-up refresh found the remembered session ended (signed out elsewhere, expired). */
  ended?: boolean;
  loggingOut: boolean;
}

export interface AuthApi extends AuthState {
  /** LOGIN: store the ids, mark authenticated. */
  login(ids: {
    userId: string | number;
    patientId?: string | number | null;
    doctorId?: string | number | null;
    assistantOf?: string | number | null;
  }): void;
  /** Logout: call the API, clear the ids, full redirect to /. */
  logout(): Promise<void>;
  setAuth(isAuth: boolean): void;
  /** SET_USER: store the current area's profile. */
  setUser(user: AuthUser | null): void;
}

export const AuthContext = createContext<AuthApi | null>(null);

export function useAuth(): AuthApi {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
