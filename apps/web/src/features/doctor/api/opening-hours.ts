import type { OpeningHours } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { refreshSchedule } from './refresh.ts';
import { doctorKeys } from './urls.ts';

export type SavedHours = OpeningHours & { slots?: { added: number; removed: number } };

export const openingHoursQuery = (doctorId: string) =>
  queryOptions({
    queryKey: [...doctorKeys.all(doctorId), 'opening-hours'],
    queryFn: ({ signal }) => call(addresses.doctor.openingHours.read, { signal }),
  });
export const useOpeningHours = (doctorId: string) => useQuery(openingHoursQuery(doctorId));

export const absencesQuery = (doctorId: string) =>
  queryOptions({
    queryKey: [...doctorKeys.all(doctorId), 'absences'],
    queryFn: ({ signal }) => call(addresses.doctor.openingHours.absences, { signal }),
  });
export const useAbsences = (doctorId: string) => useQuery(absencesQuery(doctorId));

/** Every change here changes the free slots: the schedule is read again everywhere. */
function useScheduleMutation<T, R>(doctorId: string, fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refreshSchedule(client, doctorId) });
}

export const useSaveOpeningHours = (doctorId: string) =>
  useScheduleMutation(doctorId, (input: OpeningHours) =>
    call(addresses.doctor.openingHours.save, { body: input }),
  );
export const useAddAbsence = (doctorId: string) =>
  useScheduleMutation(doctorId, (input: { starts_at: string; ends_at: string; label: string }) =>
    call(addresses.doctor.openingHours.addAbsence, { body: input }),
  );
export const useRemoveAbsence = (doctorId: string) =>
  useScheduleMutation(doctorId, (id: number) =>
    call(addresses.doctor.openingHours.removeAbsence, { params: { absenceId: id } }),
  );
/** A booked slot deleted: its appointment is cancelled with the reason (the patient is told). */
export const useCancelBookedSlot = (doctorId: string) =>
  useScheduleMutation(doctorId, ({ slotId, reason }: { slotId: number; reason: string }) =>
    call(addresses.doctor.openingHours.cancelBookedSlot, { params: { bookingId: slotId }, body: { reason } }),
  );
