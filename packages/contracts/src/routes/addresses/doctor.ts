// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const doctor = {
  agenda: {
    read: { method: 'GET', path: '/doctor/agenda/' } as Address<Table['doctor']['agenda']['read']>,
  },
  clinic: {
    create: { method: 'POST', path: '/doctor/CreateClinic/' } as Address<Table['doctor']['clinic']['create']>,
    read: { method: 'GET', path: '/doctor/GetUpdateClinic/:clinicId/' } as Address<
      Table['doctor']['clinic']['read']
    >,
    update: { method: 'PATCH', path: '/doctor/GetUpdateClinic/:clinicId/' } as Address<
      Table['doctor']['clinic']['update']
    >,
    certification: { method: 'GET', path: '/doctor/GetUpdateClinic/:clinicId/certification/' } as Address<
      Table['doctor']['clinic']['certification']
    >,
  },
  consultations: {
    create: { method: 'POST', path: '/doctor/CreateConsultation/' } as Address<
      Table['doctor']['consultations']['create']
    >,
    list: { method: 'GET', path: '/doctor/consultations/' } as Address<
      Table['doctor']['consultations']['list']
    >,
    addBloodTest: { method: 'POST', path: '/doctor/CreateBloodTest/' } as Address<
      Table['doctor']['consultations']['addBloodTest']
    >,
    addMedicine: { method: 'POST', path: '/doctor/CreateMedcineItems/' } as Address<
      Table['doctor']['consultations']['addMedicine']
    >,
  },
  openingHours: {
    read: { method: 'GET', path: '/doctor/opening-hours/' } as Address<
      Table['doctor']['openingHours']['read']
    >,
    save: { method: 'PUT', path: '/doctor/opening-hours/' } as Address<
      Table['doctor']['openingHours']['save']
    >,
    absences: { method: 'GET', path: '/doctor/absences/' } as Address<
      Table['doctor']['openingHours']['absences']
    >,
    addAbsence: { method: 'POST', path: '/doctor/absences/' } as Address<
      Table['doctor']['openingHours']['addAbsence']
    >,
    removeAbsence: { method: 'DELETE', path: '/doctor/absences/:absenceId/' } as Address<
      Table['doctor']['openingHours']['removeAbsence']
    >,
    cancelBookedSlot: { method: 'POST', path: '/doctor/UpdateDeleteBooking/:bookingId/cancel' } as Address<
      Table['doctor']['openingHours']['cancelBookedSlot']
    >,
  },
  overview: {
    read: { method: 'GET', path: '/doctor/overview/:doctorId/' } as Address<
      Table['doctor']['overview']['read']
    >,
  },
  patients: {
    search: { method: 'GET', path: '/patient/search/list' } as Address<Table['doctor']['patients']['search']>,
    add: { method: 'POST', path: '/doctor/add_patient/:doctorId/:patientId/' } as Address<
      Table['doctor']['patients']['add']
    >,
    list: { method: 'GET', path: '/doctor/get_my_patients/:doctorId/' } as Address<
      Table['doctor']['patients']['list']
    >,
    sendRequest: { method: 'POST', path: '/doctor/sendRequest/:doctorId/:patientId/' } as Address<
      Table['doctor']['patients']['sendRequest']
    >,
    folderFiles: { method: 'GET', path: '/doctor/folder/:folderId/files/' } as Address<
      Table['doctor']['patients']['folderFiles']
    >,
  },
  profile: {
    read: { method: 'GET', path: '/doctor/UpdateProfile/:doctorId/' } as Address<
      Table['doctor']['profile']['read']
    >,
    update: { method: 'PATCH', path: '/doctor/UpdateProfile/:doctorId/' } as Address<
      Table['doctor']['profile']['update']
    >,
    certification: { method: 'GET', path: '/doctor/UpdateProfile/:doctorId/certification/' } as Address<
      Table['doctor']['profile']['certification']
    >,
    specializations: { method: 'GET', path: '/doctor/specialization/' } as Address<
      Table['doctor']['profile']['specializations']
    >,
  },
  record: {
    patient: { method: 'GET', path: '/doctor/patients/:patientId/record/' } as Address<
      Table['doctor']['record']['patient']
    >,
    sharedFolders: { method: 'GET', path: '/doctor/shared-folders/' } as Address<
      Table['doctor']['record']['sharedFolders']
    >,
  },
} as const;
