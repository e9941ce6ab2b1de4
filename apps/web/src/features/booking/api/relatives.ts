import type { Relative } from '@reayah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { API_BASE } from '#web/lib/api-paths.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';

/** The signed-in patient's relatives, to book for one of them (the patient area manages them). */
export const useRelativesToBookFor = (patientId: string) =>
  useQuery({
    queryKey: sharedKeys.relatives(patientId),
    queryFn: ({ signal }) =>
      api<Relative[]>(`${API_BASE}/patient/${encodeURIComponent(patientId)}/relatives/`, { signal }),
    enabled: patientId !== '',
  });
