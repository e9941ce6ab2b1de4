import type { DataExport, DeleteAccountBody, ExportEvent } from '@reayah/contracts';
import { accountData } from '@reayah/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, ApiError, refreshAccess } from '#web/lib/api-client.ts';
import { call, slashed, urlOf } from '#web/lib/api-route.ts';
import { subscribeEvents } from '#web/lib/event-stream.ts';

/** The link that downloads a ready export. */
export const exportDownloadUrl = (patientId: string, exportId: number) =>
  urlOf(accountData.download, { params: { patientId, exportId } });

/** While an export is on its way, its status is read again this often if no event comes. */
const POLL_MS = 10_000;

const isRunning = (e: DataExport | null | undefined) => e?.status === 'queued' || e?.status === 'building';

/** The patient's newest export, or null when there is none (never made, or expired). */
export const exportQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'export'],
    queryFn: ({ signal }) => call(slashed(accountData.export), { params: { patientId }, signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
  });

/**
 * The export's status, moved on live by the `export` events of the user's stream: the progress as
 * it comes, and the whole status again (its link, its expiry) once it is ready or failed.
 */
export function useDataExport(patientId: string) {
  const client = useQueryClient();
  const query = useQuery(exportQuery(patientId));
  useEffect(() => {
    const key = exportQuery(patientId).queryKey;
    const offs = [
      subscribeEvents('export', (data) => {
        const event = data as ExportEvent;
        client.setQueryData(key, (current) =>
          current && current.id === event.id
            ? { ...current, status: event.status, progress: event.progress }
            : current,
        );
        if (event.status === 'ready' || event.status === 'failed')
          void client.invalidateQueries({ queryKey: key });
      }),
      subscribeEvents('open', () => void client.invalidateQueries({ queryKey: key })),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [client, patientId]);
  return query;
}

export function useStartExport(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    // An empty JSON body, as this app has always sent: the route takes none.
    mutationFn: () =>
      api<DataExport>(urlOf(slashed(accountData.startExport), { params: { patientId } }), {
        method: accountData.startExport.method,
        body: {},
      }),
    onSuccess: (started) => client.setQueryData(exportQuery(patientId).queryKey, started),
  });
}

/** Deletes the signed-in account (its session is refreshed once if it has lapsed meanwhile). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: DeleteAccountBody) => {
      const send = () => call(slashed(accountData.deleteAccount), { body });
      try {
        return await send();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && (await refreshAccess())) return send();
        throw error;
      }
    },
  });
}
