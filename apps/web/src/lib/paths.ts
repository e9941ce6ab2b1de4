// Every app route is spelled here and nowhere else (kept addresses: docs/product.md).

const enc = encodeURIComponent;

export const paths = {
  home: '/',
  contact: '/Contact',
  about: '/About',
  faq: '/FAQ',
  register: '/Register',
  login: '/Login',
  assistantJoin: '/assistant/join',
  // After a reset the user goes to /login?restored=true (routes match in any case).
  loginRestored: '/login?restored=true',
  recovery: '/Recovery-account',
  search: (q: string) => `/Search?q=${enc(q)}`,
  /** The doctor directory, open to visitors: words (a name, a specialty, a place) and a wilaya. */
  doctors: '/Doctors',

  bookDoctor: (doctorId: string | number) => `/Book-a-doctor/${enc(String(doctorId))}`,
  /** The confirmation of a booking just made. */
  booked: (doctorId: string | number, appointmentId: string | number) =>
    `/Book-a-doctor/${enc(String(doctorId))}/Booked/${enc(String(appointmentId))}`,
  blogs: '/Blogs',
  blogArticle: (id: string | number) => `/Blogs/article/${enc(String(id))}`,
  admin: '/admin',
  visit: (appointmentId: string | number) => `/visit/${enc(String(appointmentId))}`,
  /** The public check of a prescription, the address its QR code holds. */
  verify: (code: string) => `/verify/${enc(code)}`,
  verifyForm: '/verify',
  patient: {
    root: (id: string) => `/Patients/${enc(id)}`,
    profile: (id: string) => `/Patients/${enc(id)}/Profile`,
    notifications: (id: string) => `/Patients/${enc(id)}/Notifications`,
    appoints: (id: string) => `/Patients/${enc(id)}/Appoints`,
    consultations: (id: string) => `/Patients/${enc(id)}/Consultations`,
    inbox: (id: string) => `/Patients/${enc(id)}/Inbox`,
    folders: (id: string) => `/Patients/${enc(id)}/Medical_Folders`,
    folder: (id: string, folderId: string | number) =>
      `/Patients/${enc(id)}/Medical_Folders/${enc(String(folderId))}`,
    addFolder: (id: string) => `/Patients/${enc(id)}/Medical_Folders/Add`,
    settings: (id: string) => `/Patients/${enc(id)}/Settings`,
    accessLog: (id: string) => `/Patients/${enc(id)}/Access-log`,
    doctorsWithAccess: (id: string) => `/Patients/${enc(id)}/Doctors-with-access`,
    relatives: (id: string) => `/Patients/${enc(id)}/Relatives`,
  },
  doctor: {
    root: (id: string) => `/Doctores/${enc(id)}`,
    overview: (id: string) => `/Doctores/${enc(id)}/Overview`,
    agenda: (id: string) => `/Doctores/${enc(id)}/Agenda`,
    hours: (id: string) => `/Doctores/${enc(id)}/Hours`,
    phoneBooking: (id: string) => `/Doctores/${enc(id)}/Phone-booking`,
    patients: (id: string) => `/Doctores/${enc(id)}/Patients`,
    patient: (id: string, patientId: string | number) =>
      `/Doctores/${enc(id)}/Patients/${enc(String(patientId))}`,
    appoints: (id: string) => `/Doctores/${enc(id)}/Appoints`,
    bookings: (id: string) => `/Doctores/${enc(id)}/Bookings`,
    consultations: (id: string) => `/Doctores/${enc(id)}/Consultations`,
    inbox: (id: string) => `/Doctores/${enc(id)}/Inbox`,
    notifications: (id: string) => `/Doctores/${enc(id)}/Notifications`,
    folders: (id: string) => `/Doctores/${enc(id)}/Medical_Folders`,
    settings: (id: string) => `/Doctores/${enc(id)}/Settings`,
    settingsTab: (
      id: string,
      tab: 'profile' | 'job' | 'billing' | 'clinic' | 'create-clinic' | 'assistants' | 'account',
    ) => `/Doctores/${enc(id)}/Settings/${tab}`,
  },
} as const;

/** Route patterns (relative segments) used by the router. */
export const routes = {
  contact: 'Contact',
  about: 'About',
  faq: 'FAQ',
  register: 'Register',
  login: 'Login',
  assistantJoin: 'assistant/join',
  recovery: 'Recovery-account',
  search: 'Search',
  doctors: 'Doctors',
  bookDoctor: 'Book-a-doctor/:id',
  booked: 'Booked/:appointmentId',
  blogs: 'Blogs',
  blogArticle: 'article/:id',
  visit: '/visit/:appointmentId',
  verify: 'verify/:code',
  verifyForm: 'verify',
  patientArea: '/Patients/:id',
  doctorArea: '/Doctores/:id',
  patientRedirect: '/Patients',
  doctorRedirect: '/Doctores',
  admin: '/admin',
  adminSetPassword: '/admin/set-password',
} as const;
