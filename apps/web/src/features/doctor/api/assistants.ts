import type { AssistantList, DeleteAccountBody } from '@reayah/contracts';
import { addresses } from '@reayah/contracts/addresses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { API_BASE } from '#web/lib/api-paths.ts';
import { call, slashed } from '#web/lib/api-route.ts';
import { refreshSchedule } from './refresh.ts';
import { doctorKeys } from './urls.ts';

export const assistantUrls = {
  list: `${API_BASE}/doctor/assistants/`,
  invites: `${API_BASE}/doctor/assistants/invites/`,
  invite: (id: number) => `${API_BASE}/doctor/assistants/invites/${id}/`,
  assistant: (userId: number) => `${API_BASE}/doctor/assistants/${userId}/`,
  phoneBookings: `${API_BASE}/doctor/phone-bookings/`,
} as const;

const key = (doctorId: string) => [...doctorKeys.all(doctorId), 'assistants'];

export const useAssistants = (doctorId: string) =>
  useQuery({
    queryKey: key(doctorId),
    queryFn: ({ signal }) => api<AssistantList>(assistantUrls.list, { signal }),
  });

function useAssistantMutation<T>(doctorId: string, fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: key(doctorId) }),
  });
}

export const useInviteAssistant = (doctorId: string) =>
  useAssistantMutation(doctorId, (email: string) =>
    api(assistantUrls.invites, { method: 'POST', body: { email } }),
  );
export const useWithdrawInvite = (doctorId: string) =>
  useAssistantMutation(doctorId, (id: number) => api(assistantUrls.invite(id), { method: 'DELETE' }));
export const useRemoveAssistant = (doctorId: string) =>
  useAssistantMutation(doctorId, (userId: number) =>
    api(assistantUrls.assistant(userId), { method: 'DELETE' }),
  );

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
    mutationFn: (body: PhoneBooking) =>
      api<{ id: number; linked_account: boolean }>(assistantUrls.phoneBookings, { method: 'POST', body }),
    onSuccess: () => refreshSchedule(client, doctorId),
  });
};

export const useCloseAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountBody) => call(slashed(addresses.accountData.deleteAccount), { body }),
  });
