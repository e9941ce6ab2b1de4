import { API_BASE } from '#web/lib/api-paths.ts';

// The patient's API paths, as the web app calls them.
const enc = (v: string | number) => encodeURIComponent(String(v));

export const patientApi = {
  profile: (patientId: string) => `${API_BASE}/patient/${enc(patientId)}/`,
  bookings: (patientId: string) => `${API_BASE}/patient/${enc(patientId)}/bookings`,
  nextAppointment: (patientId: string) => `${API_BASE}/patient/next-appointment/${enc(patientId)}/`,
  accessRequests: (patientId: string) => `${API_BASE}/patient/${enc(patientId)}/access-requests/`,
  accessDecision: (requestId: number, folderId: number) =>
    `${API_BASE}/patient/access-folder/${enc(requestId)}/${enc(folderId)}/`,
  careRequests: (patientId: string) => `${API_BASE}/patient/${enc(patientId)}/care-requests/`,
  careAnswer: (patientId: string, doctorId: number) =>
    `${API_BASE}/patient/${enc(patientId)}/care-requests/${enc(doctorId)}/`,
  folders: (patientId: string) => `${API_BASE}/patient/${enc(patientId)}/folder/`,
  folder: (patientId: string, folderId: string | number) =>
    `${API_BASE}/patient/${enc(patientId)}/folder/${enc(folderId)}/`,
  files: (patientId: string, folderId: string | number) =>
    `${API_BASE}/patient/${enc(patientId)}/folder/${enc(folderId)}/file/`,
  file: (folderId: string | number, fileId: number) =>
    `${API_BASE}/patient/folder/${enc(folderId)}/update-file-name-or-delete/${enc(fileId)}/`,
  relatives: (patientId: string) => `${API_BASE}/patient/${enc(patientId)}/relatives/`,
  relative: (patientId: string, relativeId: number) =>
    `${API_BASE}/patient/${enc(patientId)}/relatives/${enc(relativeId)}/`,
  consultations: (patientId: string) => `${API_BASE}/patient/${enc(patientId)}/view-consultations/`,
} as const;
