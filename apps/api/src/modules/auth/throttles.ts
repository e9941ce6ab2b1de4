import type { BackoffPolicy, Limit } from '#api/lib/rate-limit/index.ts';

const MINUTE = 60_000;

/** Per-IP limits on the account routes (docs/configuration.md, decision 0011). */
export const loginPerIp = (limit: number): Limit => ({ name: 'login-ip', limit, windowMs: 15 * MINUTE });
export const checkEmailPerIp = (limit: number): Limit => ({
  name: 'check-email-ip',
  limit,
  windowMs: 15 * MINUTE,
});
export const signUpPerIp = (limit: number): Limit => ({ name: 'sign-up-ip', limit, windowMs: 60 * MINUTE });
export const FORGOT_PER_IP: Limit = { name: 'forgot-ip', limit: 10, windowMs: 15 * MINUTE };
export const FORGOT_PER_ACCOUNT: Limit = { name: 'forgot-account', limit: 3, windowMs: 15 * MINUTE };
export const RESET_PER_IP: Limit = { name: 'reset-ip', limit: 10, windowMs: 15 * MINUTE };

/**
 * Failed logins on one account: five at once, then a wait that doubles from one minute up to
 * fifteen. Never a lock that outlasts the wait, so nobody can shut a victim out for good; a
 * successful login or a password reset clears it.
 */
export const LOGIN_ACCOUNT = 'login-account';
export const LOGIN_BACKOFF: BackoffPolicy = {
  free: 5,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
  forgetMs: 60 * MINUTE,
};

/** Failed logins count against the account whether it was named by its email or its number. */
export const loginKey = (user: { id: number } | null, name: string) => (user ? `user:${user.id}` : name);
