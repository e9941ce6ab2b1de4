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
