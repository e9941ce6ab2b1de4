// TanStack Query keys that one feature writes and another reads (features never import one another),
// so a mutation can refresh every list it changes, on the page it runs on and on the others.

export const sharedKeys = {
  /** The signed-in user's coming video visits, on both the doctor's and the patient's appointments. */
  upcomingVisits: ['visits', 'upcoming'] as const,
  /** One video visit's page. */
  visits: ['visit'] as const,
  /** A doctor as patients see them: the booking page's card and free slots, and search answers. */
  publicDoctor: (doctorId: string) => ['doctors', doctorId] as const,
  publicDoctorSlots: (doctorId: string) => ['doctors', doctorId, 'slots'] as const,
  doctorSearches: ['doctors', 'search'] as const,
  /** A patient's bookings table and the next-appointment banner below it (['…', 'bookings', 'next']). */
  patientBookings: (patientId: string) => ['patient', patientId, 'bookings'] as const,
  /** Everything the doctor area shows of one doctor: Overview counts, appointments, slots, patients. */
  doctorArea: (doctorId: string) => ['doctor', doctorId] as const,
  /** The patient's relatives: their page, and the "for whom" choice when booking. */
  relatives: (patientId: string) => ['patient', patientId, 'relatives'] as const,
  /** The searcher's name and picture on the search page. */
  searcherProfile: (patientId: string | null) => ['search', 'patient-profile', patientId] as const,
};
