import type { MedicalFile, MedicalFolder } from '@reayah/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { API_BASE } from '#web/lib/api-paths.ts';

// A patient's folders and their files, read by the patient's own area and by the file picker of
// their messages.
const enc = (v: string | number) => encodeURIComponent(String(v));

export const folderPaths = {
  folders: (patientId: string) => `${API_BASE}/patient/${enc(patientId)}/folder/`,
  files: (patientId: string, folderId: string | number) =>
    `${API_BASE}/patient/${enc(patientId)}/folder/${enc(folderId)}/file/`,
} as const;

export const foldersQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'folders'],
    queryFn: ({ signal }) => api<MedicalFolder[]>(folderPaths.folders(patientId), { signal }),
  });

export const filesQuery = (patientId: string, folderId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'folders', folderId, 'files'],
    queryFn: ({ signal }) => api<MedicalFile[]>(folderPaths.files(patientId, folderId), { signal }),
  });
