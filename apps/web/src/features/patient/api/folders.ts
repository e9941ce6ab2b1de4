import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { foldersQuery } from '#web/components/medical-folders/api.ts';
import { call } from '#web/lib/api-route.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * A folder the server refuses (not the patient's, or no such folder) or an id that is none: asked
 * again, the answer would be the same.
 */
export const folderRefused = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);
const retryUnlessRefused = (failures: number, error: unknown) => failures < 1 && !folderRefused(error);

export const folderQuery = (patientId: string, folderId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'folders', folderId],
    queryFn: ({ signal }) => call(addresses.patient.folders.get, { params: { patientId, folderId }, signal }),
  });

export const useFolders = (patientId: string) => useQuery(foldersQuery(patientId));
export const useFolder = (patientId: string, folderId: string) =>
  useQuery({ ...folderQuery(patientId, folderId), retry: retryUnlessRefused });

export function useCreateFolder(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, relative }: { name: string; relative: number | null }) =>
      call(addresses.patient.folders.create, { params: { patientId }, body: { name, relative } }),
    onSuccess: () => client.invalidateQueries({ queryKey: foldersQuery(patientId).queryKey }),
  });
}
