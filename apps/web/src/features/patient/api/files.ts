import type { MedicalFile } from '@reayah/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { filesQuery, foldersQuery } from '#web/components/medical-folders/api.ts';
import { api } from '#web/lib/api-client.ts';
import { patientApi } from './urls.ts';

export const useFiles = (patientId: string, folderId: string) => useQuery(filesQuery(patientId, folderId));

/** Refetches the folder's files and the folder sizes. */
export function useRefreshFolder(patientId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: foldersQuery(patientId).queryKey });
}

export function useRenameFile(patientId: string, folderId: string) {
  const refresh = useRefreshFolder(patientId);
  return useMutation({
    mutationFn: (v: { fileId: number; name: string }) =>
      api<MedicalFile>(patientApi.file(folderId, v.fileId), { method: 'PUT', body: { name: v.name } }),
    onSuccess: refresh,
  });
}

/** The caller refreshes once the row's 300 ms exit is over. */
export function useDeleteFile(folderId: string) {
  return useMutation({
    mutationFn: (fileId: number) => api<null>(patientApi.file(folderId, fileId), { method: 'DELETE' }),
  });
}
