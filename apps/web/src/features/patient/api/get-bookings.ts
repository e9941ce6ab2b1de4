import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { saveUpcomingAppointments } from '#web/lib/offline/saved-appointments.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';

export const bookingsQuery = (patientId: string) =>
  queryOptions({
    queryKey: sharedKeys.patientBookings(patientId),
    queryFn: async ({ signal }) => {
      const list = await call(addresses.patient.records.bookings, { params: { patientId }, signal });
      // Kept on the device for the offline page: the upcoming ones, as of this load.
      void saveUpcomingAppointments(list);
      return list;
    },
  });

export const nextAppointmentQuery = (patientId: string) =>
  queryOptions({
    queryKey: [...sharedKeys.patientBookings(patientId), 'next'],
    queryFn: ({ signal }) =>
      call(addresses.patient.records.nextAppointment, { params: { patientId }, signal }),
  });

export const useBookings = (patientId: string) => useQuery(bookingsQuery(patientId));
export const useNextAppointment = (patientId: string) => useQuery(nextAppointmentQuery(patientId));
