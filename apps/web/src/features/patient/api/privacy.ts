import type { AccessLog, FolderGrant } from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { API_BASE } from '#web/lib/api-paths.ts';

const enc = (v: string | number) => encodeURIComponent(String(v));

export const privacyApi = {
  accessLog: (page: number) => `${API_BASE}/patient/access-log/?page=${enc(page)}`,
  grants: (folderId: string | number) => `${API_BASE}/patient/folders/${enc(folderId)}/grants/`,
  grant: (folderId: string | number, grantId: number) =>
    `${API_BASE}/patient/folders/${enc(folderId)}/grants/${enc(grantId)}/`,
} as const;

export const accessLogQuery = (page: number) =>
  queryOptions({
    queryKey: ['patient', 'access-log', page],
    queryFn: ({ signal }) => api<AccessLog>(privacyApi.accessLog(page), { signal }),
  });

export const useAccessLog = (page: number) => useQuery(accessLogQuery(page));

export const grantsQuery = (folderId: string) =>
  queryOptions({
    queryKey: ['patient', 'folder-grants', folderId],
    queryFn: ({ signal }) => api<FolderGrant[]>(privacyApi.grants(folderId), { signal }),
  });

export const useGrants = (folderId: string) => useQuery(grantsQuery(folderId));

export function useRevokeGrant(folderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grantId: number) => api(privacyApi.grant(folderId, grantId), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: grantsQuery(folderId).queryKey }),
  });
}
