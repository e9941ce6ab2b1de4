import type { NextAppointment, PatientBooking } from '@reayah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { patientApi } from './urls.ts';

export const bookingsQuery = (patientId: string) =>
  queryOptions({
    queryKey: sharedKeys.patientBookings(patientId),
    queryFn: ({ signal }) => api<PatientBooking[]>(patientApi.bookings(patientId), { signal }),
  });

export const nextAppointmentQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...sharedKeys.patientBookings(patientId), 'next'],
    queryFn: ({ signal }) => api<NextAppointment>(patientApi.nextAppointment(patientId), { signal }),
  });

export const useBookings = (patientId: string) => useQuery(bookingsQuery(patientId));
export const useNextAppointment = (patientId: string) => useQuery(nextAppointmentQuery(patientId));
