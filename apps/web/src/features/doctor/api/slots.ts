import type { DoctorSlot, VisitKind } from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as addresses from '@reayah/contracts/addresses';
import { call } from '#web/lib/api-route.ts';
import { refreshSchedule } from './refresh.ts';
import { doctorKeys } from './urls.ts';

const table = addresses.appointments.slots;

export interface SlotInput {
  day: string;
  start_time: string;
  end_time: string;
  visit_kind: VisitKind;
}

export const getSlots = (doctorId: string): Promise<DoctorSlot[]> =>
  call(table.list, { params: { doctorId } });
export const slotsQuery = (doctorId: string) =>
  queryOptions({ queryKey: doctorKeys.slots(doctorId), queryFn: () => getSlots(doctorId) });
export const useSlots = (doctorId: string) => useQuery(slotsQuery(doctorId));

export const createSlot = (doctorId: string, input: SlotInput) =>
  call(table.create, { body: { doctor: Number(doctorId), ...input } });

export const updateSlot = (doctorId: string, slotId: number, input: SlotInput & { existing: boolean }) =>
  call(table.update, {
    params: { bookingId: slotId },
    body: { doctor: Number(doctorId), ...input },
  });

export const deleteSlot = (slotId: number) => call(table.remove, { params: { bookingId: slotId } });

/** Any change to a slot also changes the Overview counts and the grid patients book from. */
function useSlotMutation<T, R>(doctorId: string, fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => refreshSchedule(client, doctorId),
  });
}

export const useCreateSlot = (doctorId: string) =>
  useSlotMutation(doctorId, (input: SlotInput) => createSlot(doctorId, input));
export const useUpdateSlot = (doctorId: string) =>
  useSlotMutation(doctorId, (v: { id: number; input: SlotInput & { existing: boolean } }) =>
    updateSlot(doctorId, v.id, v.input),
  );
export const useDeleteSlot = (doctorId: string) =>
  useSlotMutation(doctorId, (slotId: number) => deleteSlot(slotId));
