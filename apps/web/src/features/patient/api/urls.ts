import { API_BASE } from '#web/lib/api-paths.ts';

// The patient's API paths not yet in the route table, as the web app calls them.
const enc = (v: string | number) => encodeURIComponent(String(v));

export const patientApi = {
  doctorSearch: (search: string, verifiedOnly = false) =>
    `${API_BASE}/doctor/search/list?search=${enc(search)}${verifiedOnly ? '&verified=true' : ''}`,
} as const;
