// The API is served on the same origin under /api; its paths come from the route table's addresses
// (apps/web/src/lib/api-route.ts), except the few below.

export const API_BASE = '/api';

/**
 * The routes the first paint calls: the session's refresh and sign-out, and the account language.
 * They are spelled here rather than taken from the route table's addresses, which would otherwise
 * all load with the home page, over its budget; api-paths.test.ts checks they are the table's.
 */
export const sessionPaths = {
  refresh: `${API_BASE}/auth/token/refresh/`,
  logout: `${API_BASE}/auth/logout/`,
  me: `${API_BASE}/auth/me/`,
} as const;
