// Every API path the web app uses (docs/product.md, The API's contract). The API is served on the
// same origin under /api.

export const API_BASE = '/api';

export const apiPaths = {
  auth: {
    refresh: `${API_BASE}/auth/token/refresh/`,
    checkEmail: `${API_BASE}/auth/check_email/`,
    signUp: (type: 'patient' | 'doctor') => `${API_BASE}/auth/sign_up/${type}/`,
    login: `${API_BASE}/auth/custom_token/`,
    logout: `${API_BASE}/auth/logout/`,
    me: `${API_BASE}/auth/me/`,
  },
  forgotPassword: `${API_BASE}/base/forgot_password/`,
  resetPassword: (code: string) => `${API_BASE}/reset_password/${encodeURIComponent(code)}/`,
} as const;
