import type { Appointment } from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as addresses from '@reayah/contracts/addresses';
import { call } from '#web/lib/api-route.ts';
import { refreshSchedule } from './refresh.ts';
import { doctorKeys } from './urls.ts';

const table = addresses.appointments.doctorAppointments;

export interface NewAppointment {
  patient: number;
  day: string;
  start_time: string;
  end_time: string;
}

export interface AppointmentChange {
  patient: number;
  appointment_date: string;
  is_completed: boolean;
}

export const getAppointments = (doctorId: string): Promise<Appointment[]> =>
  call(table.list, { params: { doctorId } });
export const appointmentsQuery = (doctorId: string) =>
  queryOptions({ queryKey: doctorKeys.appointments(doctorId), queryFn: () => getAppointments(doctorId) });
export const useAppointments = (doctorId: string) => useQuery(appointmentsQuery(doctorId));

/** Doctor-created appointments are sent confirmed, with appointment_date equal to day. */
export const createAppointment = (doctorId: string, { patient, ...slot }: NewAppointment) =>
  call(table.create, {
    params: { doctorId, patientId: patient },
    body: { ...slot, appointment_date: slot.day, is_confirmed: true },
  });

/** Doctor edits are sent with type_person 'doctor' and confirmed true. */
export const updateAppointment = (doctorId: string, id: number, change: AppointmentChange) =>
  call(table.update, {
    params: { doctorId, appointmentId: id },
    body: { ...change, type_person: 'doctor', is_confirmed: true },
  });

export const cancelAppointment = (doctorId: string, id: number) =>
  call(table.cancel, { params: { doctorId, appointmentId: id } });

function useAppointmentMutation<T>(doctorId: string, fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => refreshSchedule(client, doctorId),
  });
}

export const useCreateAppointment = (doctorId: string) =>
  useAppointmentMutation(doctorId, (input: NewAppointment) => createAppointment(doctorId, input));
export const useUpdateAppointment = (doctorId: string) =>
  useAppointmentMutation(doctorId, (v: { id: number; change: AppointmentChange }) =>
    updateAppointment(doctorId, v.id, v.change),
  );
export const useCancelAppointment = (doctorId: string) =>
  useAppointmentMutation(doctorId, (id: number) => cancelAppointment(doctorId, id));
