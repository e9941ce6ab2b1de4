// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const patient = {
  profile: {
    get: { method: 'GET', path: '/patient/:patientId/' } as Address<Table['patient']['profile']['get']>,
    update: { method: 'PUT', path: '/patient/:patientId/' } as Address<Table['patient']['profile']['update']>,
  },
  folders: {
    list: { method: 'GET', path: '/patient/:patientId/folder/' } as Address<
      Table['patient']['folders']['list']
    >,
    create: { method: 'POST', path: '/patient/:patientId/folder/' } as Address<
      Table['patient']['folders']['create']
    >,
    get: { method: 'GET', path: '/patient/:patientId/folder/:folderId/' } as Address<
      Table['patient']['folders']['get']
    >,
  },
  files: {
    list: { method: 'GET', path: '/patient/:patientId/folder/:folderId/file/' } as Address<
      Table['patient']['files']['list']
    >,
    upload: { method: 'POST', path: '/patient/:patientId/folder/:folderId/file/' } as Address<
      Table['patient']['files']['upload']
    >,
    rename: {
      method: 'PUT',
      path: '/patient/folder/:folderId/update-file-name-or-delete/:fileId/',
    } as Address<Table['patient']['files']['rename']>,
    remove: {
      method: 'DELETE',
      path: '/patient/folder/:folderId/update-file-name-or-delete/:fileId/',
    } as Address<Table['patient']['files']['remove']>,
    download: { method: 'GET', path: '/patient/folder/:folderId/file/:fileId/download' } as Address<
      Table['patient']['files']['download']
    >,
  },
  sharing: {
    accessRequests: { method: 'GET', path: '/patient/:patientId/access-requests/' } as Address<
      Table['patient']['sharing']['accessRequests']
    >,
    decide: { method: 'POST', path: '/patient/access-folder/:requestId/:folderId/' } as Address<
      Table['patient']['sharing']['decide']
    >,
  },
  careRequests: {
    list: { method: 'GET', path: '/patient/:patientId/care-requests/' } as Address<
      Table['patient']['careRequests']['list']
    >,
    answer: { method: 'POST', path: '/patient/:patientId/care-requests/:doctorId/' } as Address<
      Table['patient']['careRequests']['answer']
    >,
  },
  records: {
    bookings: { method: 'GET', path: '/patient/:patientId/bookings' } as Address<
      Table['patient']['records']['bookings']
    >,
    nextAppointment: { method: 'GET', path: '/patient/next-appointment/:patientId/' } as Address<
      Table['patient']['records']['nextAppointment']
    >,
    consultations: { method: 'GET', path: '/patient/:patientId/view-consultations/' } as Address<
      Table['patient']['records']['consultations']
    >,
  },
} as const;
