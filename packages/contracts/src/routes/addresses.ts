// Written by `npm run routes` from the route table (index.ts): do not edit.
import type { Address } from './define.ts';
import type { routes } from './index.ts';

type Table = typeof routes;

export const addresses = {
  appointments: {
    waitlist: {
      status: { method: 'GET', path: '/patient/waitlist/:doctorId' } as Address<
        Table['appointments']['waitlist']['status']
      >,
      join: { method: 'POST', path: '/patient/waitlist/:doctorId' } as Address<
        Table['appointments']['waitlist']['join']
      >,
      leave: { method: 'DELETE', path: '/patient/waitlist/:doctorId' } as Address<
        Table['appointments']['waitlist']['leave']
      >,
    },
  },
  contact: {
    send: { method: 'POST', path: '/contact-us/' } as Address<Table['contact']['send']>,
  },
  doctor: {
    agenda: {
      read: { method: 'GET', path: '/doctor/agenda/' } as Address<Table['doctor']['agenda']['read']>,
    },
    clinic: {
      create: { method: 'POST', path: '/doctor/CreateClinic/' } as Address<
        Table['doctor']['clinic']['create']
      >,
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
      search: { method: 'GET', path: '/patient/search/list' } as Address<
        Table['doctor']['patients']['search']
      >,
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
  },
  doctorDirectory: {
    search: { method: 'GET', path: '/doctor/search/list' } as Address<Table['doctorDirectory']['search']>,
    card: { method: 'GET', path: '/doctor/search/:doctorId' } as Address<Table['doctorDirectory']['card']>,
  },
  messaging: {
    list: { method: 'GET', path: '/conversations/' } as Address<Table['messaging']['list']>,
    messages: { method: 'GET', path: '/conversations/:conversationId/messages/' } as Address<
      Table['messaging']['messages']
    >,
    post: { method: 'POST', path: '/conversations/:conversationId/messages/' } as Address<
      Table['messaging']['post']
    >,
    read: { method: 'POST', path: '/conversations/:conversationId/read/' } as Address<
      Table['messaging']['read']
    >,
    block: { method: 'POST', path: '/conversations/:conversationId/block/' } as Address<
      Table['messaging']['block']
    >,
    unblock: { method: 'DELETE', path: '/conversations/:conversationId/block/' } as Address<
      Table['messaging']['unblock']
    >,
    leave: { method: 'POST', path: '/conversations/:conversationId/leave/' } as Address<
      Table['messaging']['leave']
    >,
    threadNote: { method: 'POST', path: '/conversations/:conversationId/consultation/' } as Address<
      Table['messaging']['threadNote']
    >,
    file: { method: 'GET', path: '/conversations/:conversationId/files/:fileId/' } as Address<
      Table['messaging']['file']
    >,
  },
  patient: {
    profile: {
      get: { method: 'GET', path: '/patient/:patientId/' } as Address<Table['patient']['profile']['get']>,
      update: { method: 'PUT', path: '/patient/:patientId/' } as Address<
        Table['patient']['profile']['update']
      >,
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
  },
  prescriptions: {
    issue: { method: 'POST', path: '/doctor/consultations/:consultationId/prescriptions/' } as Address<
      Table['prescriptions']['issue']
    >,
    ofConsultation: {
      method: 'GET',
      path: '/doctor/consultations/:consultationId/prescriptions/',
    } as Address<Table['prescriptions']['ofConsultation']>,
    revoke: { method: 'POST', path: '/doctor/prescriptions/:prescriptionId/revoke/' } as Address<
      Table['prescriptions']['revoke']
    >,
    mine: { method: 'GET', path: '/patient/prescriptions/' } as Address<Table['prescriptions']['mine']>,
    pdf: { method: 'GET', path: '/prescriptions/:prescriptionId/pdf' } as Address<
      Table['prescriptions']['pdf']
    >,
    consultationPdf: {
      method: 'GET',
      path: '/doctor/consultations/:consultationId/prescriptions/:prescriptionId/pdf',
    } as Address<Table['prescriptions']['consultationPdf']>,
    verify: { method: 'GET', path: '/prescriptions/verify/:code/' } as Address<
      Table['prescriptions']['verify']
    >,
  },
  recommendation: {
    recommend: { method: 'POST', path: '/base/recommendation_doctor/backup/v0/' } as Address<
      Table['recommendation']['recommend']
    >,
  },
  relatives: {
    list: { method: 'GET', path: '/patient/:patientId/relatives/' } as Address<Table['relatives']['list']>,
    add: { method: 'POST', path: '/patient/:patientId/relatives/' } as Address<Table['relatives']['add']>,
    update: { method: 'PATCH', path: '/patient/:patientId/relatives/:relativeId/' } as Address<
      Table['relatives']['update']
    >,
    remove: { method: 'DELETE', path: '/patient/:patientId/relatives/:relativeId/' } as Address<
      Table['relatives']['remove']
    >,
  },
  visits: {
    upcoming: { method: 'GET', path: '/visits/' } as Address<Table['visits']['upcoming']>,
    get: { method: 'GET', path: '/visits/:appointmentId/' } as Address<Table['visits']['get']>,
    signal: { method: 'POST', path: '/visits/:appointmentId/signal/' } as Address<Table['visits']['signal']>,
    consultation: { method: 'POST', path: '/visits/:appointmentId/consultation/' } as Address<
      Table['visits']['consultation']
    >,
  },
} as const;
