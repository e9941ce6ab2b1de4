import type { MedicalFolder } from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { foldersQuery } from '#web/components/medical-folders/api.ts';
import { api } from '#web/lib/api-client.ts';
import { patientApi } from './urls.ts';

export const folderQuery = (patientId: string, folderId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'folders', folderId],
    queryFn: ({ signal }) => api<MedicalFolder>(patientApi.folder(patientId, folderId), { signal }),
  });

export const useFolders = (patientId: string) => useQuery(foldersQuery(patientId));
export const useFolder = (patientId: string, folderId: string) => useQuery(folderQuery(patientId, folderId));

export function useCreateFolder(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, relative }: { name: string; relative: number | null }) =>
      api<MedicalFolder>(patientApi.folders(patientId), { method: 'POST', body: { name, relative } }),
    onSuccess: () => client.invalidateQueries({ queryKey: foldersQuery(patientId).queryKey }),
  });
}
