import * as addresses from '@reayah/contracts/addresses';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';
import { call } from '#web/lib/api-route.ts';
import { doctorKeys } from './urls.ts';

/** One patient's record for their doctor; read again on each visit, as it gathers live data. */
export const usePatientRecord = (doctorId: string, patientId: string) =>
  useQuery({
    queryKey: doctorKeys.record(doctorId, patientId),
    queryFn: ({ signal }) => call(addresses.doctor.record.patient, { params: { patientId }, signal }),
    staleTime: 0,
    // A refusal (not this doctor's patient) or an unknown patient will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useSharedFolders = (doctorId: string) =>
  useQuery({
    queryKey: doctorKeys.sharedFolders(doctorId),
    queryFn: ({ signal }) => call(addresses.doctor.record.sharedFolders, { signal }),
    staleTime: 0,
  });
