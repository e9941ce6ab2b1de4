import * as addresses from '@reayah/contracts/addresses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { filesQuery, foldersQuery } from '#web/components/medical-folders/api.ts';
import { call } from '#web/lib/api-route.ts';

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
      call(addresses.patient.files.rename, {
        params: { folderId, fileId: v.fileId },
        body: { name: v.name },
      }),
    onSuccess: refresh,
  });
}

/** The caller refreshes once the row's 300 ms exit is over. */
export function useDeleteFile(folderId: string) {
  return useMutation({
    mutationFn: (fileId: number) => call(addresses.patient.files.remove, { params: { folderId, fileId } }),
  });
}
