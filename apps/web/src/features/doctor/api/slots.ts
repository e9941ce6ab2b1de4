import type { DoctorSlot, Slot, VisitKind } from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { refreshSchedule } from './refresh.ts';
import { doctorKeys, doctorUrls } from './urls.ts';

export interface SlotInput {
  day: string;
  start_time: string;
  end_time: string;
  visit_kind: VisitKind;
}

export const getSlots = (doctorId: string) => api<DoctorSlot[]>(doctorUrls.slots(doctorId));
export const slotsQuery = (doctorId: string) =>
  queryOptions({ queryKey: doctorKeys.slots(doctorId), queryFn: () => getSlots(doctorId) });
export const useSlots = (doctorId: string) => useQuery(slotsQuery(doctorId));

export const createSlot = (doctorId: string, input: SlotInput) =>
  api<Slot>(doctorUrls.createSlot, { method: 'POST', body: { doctor: Number(doctorId), ...input } });

export const updateSlot = (doctorId: string, slotId: number, input: SlotInput & { existing: boolean }) =>
  api<Slot>(doctorUrls.slot(slotId), { method: 'PATCH', body: { doctor: Number(doctorId), ...input } });

export const deleteSlot = (slotId: number) => api<null>(doctorUrls.slot(slotId), { method: 'DELETE' });

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
