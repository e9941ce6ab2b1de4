import { hasStarted } from '@reayah/contracts';
import type { PatientBooking } from '@reayah/contracts';
import { readIds } from '../auth/auth-storage.ts';

// A signed-in patient's upcoming appointments, kept on the device so the app can show them without
// a connection. Only this short list is kept (never a medical file), tagged with its owner, and
// removed at log out and at every sign-in, so another user of a shared phone never sees it.

export interface SavedAppointment {
  day: string;
  start_time: string;
  doctor_name: string;
  clinic_name: string | null;
  clinic_address: string | null;
}

export interface SavedAppointments {
  userId: string;
  patientId: string;
  /** When the list was saved, ISO 8601. */
  savedAt: string;
  appointments: SavedAppointment[];
}

const CACHE = 'reayah-saved-appointments';
const ENTRY = '/saved/upcoming-appointments';

/** Cache Storage exists only on secure pages (https, localhost) and not in every test runner. */
const storage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches);

/** Keeps the appointments still ahead from a freshly loaded list, replacing what was kept. */
export async function saveUpcomingAppointments(list: PatientBooking[], now = new Date()): Promise<void> {
  const { userId, patientId } = readIds();
  const store = storage();
  if (!store || userId === null || patientId === null) return;
  const appointments = list
    .filter((b) => b.status === 'booked' && !hasStarted(b.day, b.start_time, now))
    .map(({ day, start_time, doctor_name, clinic_name, clinic_address }) => ({
      day,
      start_time,
      doctor_name,
      clinic_name,
      clinic_address,
    }))
    .sort((a, b) => `${a.day} ${a.start_time}`.localeCompare(`${b.day} ${b.start_time}`));
  const saved: SavedAppointments = { userId, patientId, savedAt: now.toISOString(), appointments };
  try {
    const cache = await store.open(CACHE);
    await cache.put(
      ENTRY,
      new Response(JSON.stringify(saved), { headers: { 'Content-Type': 'application/json' } }),
    );
  } catch {
    // A full or refused storage only means nothing is shown offline.
  }
}

/** The kept list, only when it belongs to the user signed in on this device. */
export async function readSavedAppointments(): Promise<SavedAppointments | null> {
  const { userId, patientId } = readIds();
  const store = storage();
  if (!store || userId === null || patientId === null) return null;
  try {
    const found = await (await store.open(CACHE)).match(ENTRY);
    const saved = found ? ((await found.json()) as SavedAppointments) : null;
    return saved?.userId === userId && saved.patientId === patientId ? saved : null;
  } catch {
    return null;
  }
}

export async function clearSavedAppointments(): Promise<void> {
  await storage()
    ?.delete(CACHE)
    .catch(() => undefined);
}
