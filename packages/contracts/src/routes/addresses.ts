// Written by `npm run routes` from the route table (index.ts): do not edit.
import type { Address } from './define.ts';
import type { routes } from './index.ts';

type Table = typeof routes;

export const addresses = {
  accountData: {
    startExport: { method: 'POST', path: '/patient/:patientId/export' } as Address<
      Table['accountData']['startExport']
    >,
    export: { method: 'GET', path: '/patient/:patientId/export' } as Address<Table['accountData']['export']>,
    download: { method: 'GET', path: '/patient/:patientId/export/:exportId/download' } as Address<
      Table['accountData']['download']
    >,
    deleteAccount: { method: 'POST', path: '/auth/me/delete' } as Address<
      Table['accountData']['deleteAccount']
    >,
  },
  admin: {
    setPassword: { method: 'POST', path: '/admin/set-password' } as Address<Table['admin']['setPassword']>,
    accounts: {
      list: { method: 'GET', path: '/admin/users' } as Address<Table['admin']['accounts']['list']>,
      suspend: { method: 'POST', path: '/admin/users/:userId/suspend' } as Address<
        Table['admin']['accounts']['suspend']
      >,
      restore: { method: 'POST', path: '/admin/users/:userId/restore' } as Address<
        Table['admin']['accounts']['restore']
      >,
    },
    verification: {
      queue: { method: 'GET', path: '/admin/doctors/verification' } as Address<
        Table['admin']['verification']['queue']
      >,
      certification: { method: 'GET', path: '/admin/doctors/:doctorId/certification' } as Address<
        Table['admin']['verification']['certification']
      >,
      verify: { method: 'POST', path: '/admin/doctors/:doctorId/verify' } as Address<
        Table['admin']['verification']['verify']
      >,
      reject: { method: 'POST', path: '/admin/doctors/:doctorId/reject' } as Address<
        Table['admin']['verification']['reject']
      >,
    },
    contactMessages: {
      list: { method: 'GET', path: '/admin/contact-messages' } as Address<
        Table['admin']['contactMessages']['list']
      >,
      markRead: { method: 'POST', path: '/admin/contact-messages/:messageId/read' } as Address<
        Table['admin']['contactMessages']['markRead']
      >,
      markAnswered: { method: 'POST', path: '/admin/contact-messages/:messageId/answered' } as Address<
        Table['admin']['contactMessages']['markAnswered']
      >,
    },
    audit: { method: 'GET', path: '/admin/audit' } as Address<Table['admin']['audit']>,
  },
  appointments: {
    booking: {
      freeSlots: { method: 'GET', path: '/patient/all-bookings/:doctorId' } as Address<
        Table['appointments']['booking']['freeSlots']
      >,
      book: { method: 'POST', path: '/patient/:patientId/booking/:slotId' } as Address<
        Table['appointments']['booking']['book']
      >,
    },
    changes: {
      cancelByPatient: { method: 'POST', path: '/patient/appointments/:bookingId/cancel' } as Address<
        Table['appointments']['changes']['cancelByPatient']
      >,
      reschedule: { method: 'POST', path: '/patient/appointments/:bookingId/reschedule' } as Address<
        Table['appointments']['changes']['reschedule']
      >,
      patientCalendar: { method: 'GET', path: '/patient/appointments/:bookingId/calendar.ics' } as Address<
        Table['appointments']['changes']['patientCalendar']
      >,
      doctorCalendar: { method: 'GET', path: '/doctor/appointments/:appointmentId/calendar.ics' } as Address<
        Table['appointments']['changes']['doctorCalendar']
      >,
      cancelByDoctor: { method: 'POST', path: '/doctor/appointments/:appointmentId/cancel' } as Address<
        Table['appointments']['changes']['cancelByDoctor']
      >,
      noShow: { method: 'POST', path: '/doctor/appointments/:appointmentId/no-show' } as Address<
        Table['appointments']['changes']['noShow']
      >,
      messages: { method: 'GET', path: '/doctor/appointments/:appointmentId/messages' } as Address<
        Table['appointments']['changes']['messages']
      >,
    },
    reminders: {
      unsubscribe: { method: 'GET', path: '/reminders/unsubscribe' } as Address<
        Table['appointments']['reminders']['unsubscribe']
      >,
    },
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
    slots: {
      create: { method: 'POST', path: '/doctor/CreateBooking/' } as Address<
        Table['appointments']['slots']['create']
      >,
      update: { method: 'PATCH', path: '/doctor/UpdateDeleteBooking/:bookingId/' } as Address<
        Table['appointments']['slots']['update']
      >,
      remove: { method: 'DELETE', path: '/doctor/UpdateDeleteBooking/:bookingId/' } as Address<
        Table['appointments']['slots']['remove']
      >,
      list: { method: 'GET', path: '/doctor/allBooking_doctor/:doctorId/' } as Address<
        Table['appointments']['slots']['list']
      >,
    },
    doctorAppointments: {
      create: { method: 'POST', path: '/doctor/create_appointment/:doctorId/:patientId/' } as Address<
        Table['appointments']['doctorAppointments']['create']
      >,
      update: {
        method: 'PATCH',
        path: '/doctor/update_delete_appointment/:doctorId/:appointmentId/',
      } as Address<Table['appointments']['doctorAppointments']['update']>,
      cancel: {
        method: 'DELETE',
        path: '/doctor/update_delete_appointment/:doctorId/:appointmentId/',
      } as Address<Table['appointments']['doctorAppointments']['cancel']>,
      list: { method: 'GET', path: '/doctor/get_my_patients_appointments/:doctorId/' } as Address<
        Table['appointments']['doctorAppointments']['list']
      >,
    },
  },
  assistants: {
    list: { method: 'GET', path: '/doctor/assistants/' } as Address<Table['assistants']['list']>,
    invite: { method: 'POST', path: '/doctor/assistants/invites/' } as Address<Table['assistants']['invite']>,
    withdrawInvite: { method: 'DELETE', path: '/doctor/assistants/invites/:inviteId/' } as Address<
      Table['assistants']['withdrawInvite']
    >,
    remove: { method: 'DELETE', path: '/doctor/assistants/:userId/' } as Address<
      Table['assistants']['remove']
    >,
    invitation: { method: 'GET', path: '/assistant/invites/:code/' } as Address<
      Table['assistants']['invitation']
    >,
    accept: { method: 'POST', path: '/assistant/invites/:code/accept/' } as Address<
      Table['assistants']['accept']
    >,
    me: { method: 'GET', path: '/assistant/me/' } as Address<Table['assistants']['me']>,
    phoneBooking: { method: 'POST', path: '/doctor/phone-bookings/' } as Address<
      Table['assistants']['phoneBooking']
    >,
  },
  auth: {
    checkEmail: { method: 'POST', path: '/auth/check_email/' } as Address<Table['auth']['checkEmail']>,
    signUpPatient: { method: 'POST', path: '/auth/sign_up/patient/' } as Address<
      Table['auth']['signUpPatient']
    >,
    signUpDoctor: { method: 'POST', path: '/auth/sign_up/doctor/' } as Address<Table['auth']['signUpDoctor']>,
    login: { method: 'POST', path: '/auth/custom_token/' } as Address<Table['auth']['login']>,
    refresh: { method: 'POST', path: '/auth/token/refresh/' } as Address<Table['auth']['refresh']>,
    logout: { method: 'POST', path: '/auth/logout/' } as Address<Table['auth']['logout']>,
    me: { method: 'GET', path: '/auth/me/' } as Address<Table['auth']['me']>,
    updateMe: { method: 'PATCH', path: '/auth/me/' } as Address<Table['auth']['updateMe']>,
    verification: {
      status: { method: 'GET', path: '/auth/verification/' } as Address<
        Table['auth']['verification']['status']
      >,
      sendCode: { method: 'POST', path: '/auth/verification/' } as Address<
        Table['auth']['verification']['sendCode']
      >,
      confirm: { method: 'POST', path: '/auth/verification/confirm/' } as Address<
        Table['auth']['verification']['confirm']
      >,
    },
    forgotPassword: { method: 'POST', path: '/base/forgot_password/' } as Address<
      Table['auth']['forgotPassword']
    >,
    resetPassword: { method: 'POST', path: '/reset_password/:code/' } as Address<
      Table['auth']['resetPassword']
    >,
  },
  contact: {
    send: { method: 'POST', path: '/contact-us/' } as Address<Table['contact']['send']>,
  },
  events: {
    stream: { method: 'GET', path: '/events' } as Address<Table['events']['stream']>,
  },
  health: {
    check: { method: 'GET', path: '/health' } as Address<Table['health']['check']>,
  },
  media: {
    picture: { method: 'GET', path: '/media/pictures/:id' } as Address<Table['media']['picture']>,
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
  notifications: {
    list: { method: 'GET', path: '/notifications' } as Address<Table['notifications']['list']>,
    markRead: { method: 'POST', path: '/notifications/read' } as Address<Table['notifications']['markRead']>,
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
  privacy: {
    accessLog: { method: 'GET', path: '/patient/access-log' } as Address<Table['privacy']['accessLog']>,
    grants: { method: 'GET', path: '/patient/folders/:folderId/grants' } as Address<
      Table['privacy']['grants']
    >,
    revokeGrant: { method: 'DELETE', path: '/patient/folders/:folderId/grants/:grantId' } as Address<
      Table['privacy']['revokeGrant']
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
