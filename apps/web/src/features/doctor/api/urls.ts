import { API_BASE } from '#web/lib/api-paths.ts';

// The doctor's API paths, as the doctor area calls them.

type Id = number | string;

export const doctorUrls = {
  createSlot: `${API_BASE}/doctor/CreateBooking/`,
  slot: (slotId: Id) => `${API_BASE}/doctor/UpdateDeleteBooking/${slotId}/`,
  slots: (doctorId: Id) => `${API_BASE}/doctor/allBooking_doctor/${doctorId}/`,
  createAppointment: (doctorId: Id, patientId: Id) =>
    `${API_BASE}/doctor/create_appointment/${doctorId}/${patientId}/`,
  appointment: (doctorId: Id, appointmentId: Id) =>
    `${API_BASE}/doctor/update_delete_appointment/${doctorId}/${appointmentId}/`,
  appointments: (doctorId: Id) => `${API_BASE}/doctor/get_my_patients_appointments/${doctorId}/`,
} as const;

/** Hierarchical query keys: invalidating ['doctor', id] refreshes everything of that doctor. */
export const doctorKeys = {
  all: (doctorId: string) => ['doctor', doctorId] as const,
  profile: (doctorId: string) => ['doctor', doctorId, 'profile'] as const,
  overview: (doctorId: string) => ['doctor', doctorId, 'overview'] as const,
  patients: (doctorId: string) => ['doctor', doctorId, 'patients'] as const,
  search: (doctorId: string, q: string) => ['doctor', doctorId, 'patient-search', q] as const,
  folder: (doctorId: string, folderId: number) => ['doctor', doctorId, 'folder', folderId] as const,
  clinic: (doctorId: string, clinicId: number) => ['doctor', doctorId, 'clinic', clinicId] as const,
  slots: (doctorId: string) => ['doctor', doctorId, 'slots'] as const,
  appointments: (doctorId: string) => ['doctor', doctorId, 'appointments'] as const,
  consultations: (doctorId: string, page: number) => ['doctor', doctorId, 'consultations', page] as const,
  record: (doctorId: string, patientId: string) => ['doctor', doctorId, 'record', patientId] as const,
  sharedFolders: (doctorId: string) => ['doctor', doctorId, 'shared-folders'] as const,
  specializations: ['specializations'] as const,
};
