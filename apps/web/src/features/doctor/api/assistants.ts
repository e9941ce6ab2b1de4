import type { AssistantList, DeleteAccountBody } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, slashed } from '#web/lib/api-route.ts';
import { refreshSchedule } from './refresh.ts';
import { doctorKeys } from './urls.ts';

const table = addresses.assistants;

const key = (doctorId: string) => [...doctorKeys.all(doctorId), 'assistants'];

export const useAssistants = (doctorId: string) =>
  useQuery({
    queryKey: key(doctorId),
    queryFn: ({ signal }): Promise<AssistantList> => call(table.list, { signal }),
  });

function useAssistantMutation<T>(doctorId: string, fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: key(doctorId) }),
  });
}

export const useInviteAssistant = (doctorId: string) =>
  useAssistantMutation(doctorId, (email: string) => call(table.invite, { body: { email } }));
export const useWithdrawInvite = (doctorId: string) =>
  useAssistantMutation(doctorId, (id: number) => call(table.withdrawInvite, { params: { inviteId: id } }));
export const useRemoveAssistant = (doctorId: string) =>
  useAssistantMutation(doctorId, (userId: number) => call(table.remove, { params: { userId } }));

export interface PhoneBooking {
  slot: number;
  full_name: string;
  phone: string;
  language: 'en' | 'fr' | 'ar';
}

/** A patient who telephoned is booked: the schedule is read again everywhere. */
export const usePhoneBooking = (doctorId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PhoneBooking) => call(table.phoneBooking, { body }),
    onSuccess: () => refreshSchedule(client, doctorId),
  });
};

export const useCloseAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountBody) => call(slashed(addresses.accountData.deleteAccount), { body }),
  });
