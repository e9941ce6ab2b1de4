import type { Absence, OpeningHours } from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { API_BASE } from '#web/lib/api-paths.ts';
import { refreshSchedule } from './refresh.ts';
import { doctorKeys } from './urls.ts';

export const openingHoursUrls = {
  hours: `${API_BASE}/doctor/opening-hours/`,
  absences: `${API_BASE}/doctor/absences/`,
  absence: (id: number) => `${API_BASE}/doctor/absences/${id}/`,
  cancelSlot: (slotId: number) => `${API_BASE}/doctor/UpdateDeleteBooking/${slotId}/cancel`,
} as const;

export type SavedHours = OpeningHours & { slots?: { added: number; removed: number } };

export const openingHoursQuery = (doctorId: string) =>
  queryOptions({
    queryKey: [...doctorKeys.all(doctorId), 'opening-hours'],
    queryFn: ({ signal }) => api<OpeningHours>(openingHoursUrls.hours, { signal }),
  });
export const useOpeningHours = (doctorId: string) => useQuery(openingHoursQuery(doctorId));

export const absencesQuery = (doctorId: string) =>
  queryOptions({
    queryKey: [...doctorKeys.all(doctorId), 'absences'],
    queryFn: ({ signal }) => api<Absence[]>(openingHoursUrls.absences, { signal }),
  });
export const useAbsences = (doctorId: string) => useQuery(absencesQuery(doctorId));

/** Every change here changes the free slots: the schedule is read again everywhere. */
function useScheduleMutation<T, R>(doctorId: string, fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refreshSchedule(client, doctorId) });
}

export const useSaveOpeningHours = (doctorId: string) =>
  useScheduleMutation(doctorId, (input: OpeningHours) =>
    api<SavedHours>(openingHoursUrls.hours, { method: 'PUT', body: input }),
  );
export const useAddAbsence = (doctorId: string) =>
  useScheduleMutation(doctorId, (input: { starts_at: string; ends_at: string; label: string }) =>
    api<Absence>(openingHoursUrls.absences, { method: 'POST', body: input }),
  );
export const useRemoveAbsence = (doctorId: string) =>
  useScheduleMutation(doctorId, (id: number) =>
    api<null>(openingHoursUrls.absence(id), { method: 'DELETE' }),
  );
/** A booked slot deleted: its appointment is cancelled with the reason (the patient is told). */
export const useCancelBookedSlot = (doctorId: string) =>
  useScheduleMutation(doctorId, ({ slotId, reason }: { slotId: number; reason: string }) =>
    api<null>(openingHoursUrls.cancelSlot(slotId), { method: 'POST', body: { reason } }),
  );
