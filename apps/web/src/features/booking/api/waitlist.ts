import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';

const waitlist = addresses.appointments.waitlist;

/**
 * GET patient/waitlist/{doctorId}: whether the patient is told when one of this doctor's slots
 * frees up. Kept under the patient's bookings key: booking this doctor ends the wait on the server,
 * and every booking refreshes that key.
 */
export const waitlistQuery = (patientId: string, doctorId: string) =>
  queryOptions({
    queryKey: [...sharedKeys.patientBookings(patientId), 'waitlist', doctorId],
    queryFn: ({ signal }) => call(waitlist.status, { params: { doctorId }, signal }),
  });

/** Asked only for a signed-in patient (`patientId` not null). */
export const useWaitlist = (patientId: string | null, doctorId: string) =>
  useQuery({ ...waitlistQuery(patientId ?? '', doctorId), enabled: patientId !== null });

/** POST joins the waitlist, DELETE leaves it; both answer the new status. */
export function useSetWaiting(patientId: string, doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (waiting: boolean) =>
      call(waiting ? waitlist.join : waitlist.leave, { params: { doctorId } }),
    onSuccess: (status) => client.setQueryData(waitlistQuery(patientId, doctorId).queryKey, status),
  });
}
