// Every API path the web app uses (docs/product.md, The API's contract). The API is served on the
// same origin under /api.

export const API_BASE = '/api';

export const apiPaths = {
  recommendation: `${API_BASE}/base/recommendation_doctor/backup/v0/`,
} as const;
