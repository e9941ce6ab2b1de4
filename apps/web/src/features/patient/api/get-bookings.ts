import type { NextAppointment, PatientBooking } from '@reayah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { saveUpcomingAppointments } from '#web/lib/offline/saved-appointments.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';
import { patientApi } from './urls.ts';

export const bookingsQuery = (patientId: string) =>
  queryOptions({
    queryKey: sharedKeys.patientBookings(patientId),
    queryFn: async ({ signal }) => {
      const list = await api<PatientBooking[]>(patientApi.bookings(patientId), { signal });
      // Kept on the device for the offline page: the upcoming ones, as of this load.
      void saveUpcomingAppointments(list);
      return list;
    },
  });

export const nextAppointmentQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...sharedKeys.patientBookings(patientId), 'next'],
    queryFn: ({ signal }) => api<NextAppointment>(patientApi.nextAppointment(patientId), { signal }),
  });

export const useBookings = (patientId: string) => useQuery(bookingsQuery(patientId));
export const useNextAppointment = (patientId: string) => useQuery(nextAppointmentQuery(patientId));
