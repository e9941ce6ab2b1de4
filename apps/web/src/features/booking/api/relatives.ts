import * as addresses from '@reayah/contracts/addresses';
import { useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';

/** The signed-in patient's relatives, to book for one of them (the patient area manages them). */
export const useRelativesToBookFor = (patientId: string) =>
  useQuery({
    queryKey: sharedKeys.relatives(patientId),
    queryFn: ({ signal }) => call(addresses.relatives.list, { params: { patientId }, signal }),
    enabled: patientId !== '',
  });
