import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { medicineSummary } from '@reayah/contracts';
import type { DbOrTx } from '#api/db/client.ts';
import { readTogether } from '#api/db/read-together.ts';
import { bloodTests, consultations, doctors, medicineItems, patients } from '#api/db/schema/index.ts';

export interface Medicine {
  name: string;
  form: string;
  dose: string;
  frequency: string;
  duration: string;
  note: string;
}

export type NewConsultation = Pick<
  typeof consultations.$inferInsert,
  'doctorId' | 'patientId' | 'objective' | 'content' | 'nextConsultaion' | 'isApproved' | 'idCardPatient'
>;

export async function insertConsultation(db: DbOrTx, values: NewConsultation) {
  const [row] = await db.insert(consultations).values(values).returning({ id: consultations.id });
  return row;
}

export async function insertBloodTest(db: DbOrTx, consultationId: number, name: string, value: string) {
  const [row] = await db.insert(bloodTests).values({ consultationId, name, value }).returning({
    id: bloodTests.id,
    consultation: bloodTests.consultationId,
    name: bloodTests.name,
    value: bloodTests.value,
  });
  return row;
}

const medicineColumns = {
  consultation: medicineItems.consultationId,
  name: medicineItems.name,
  form: medicineItems.form,
  dose: medicineItems.dose,
  frequency: medicineItems.frequency,
  duration: medicineItems.duration,
  note: medicineItems.note,
};

/** A medicine with its one-line `value`, as answered. */
const withValue = <T extends Medicine>(m: T) => ({ ...m, value: medicineSummary(m) });

export async function insertMedicine(db: DbOrTx, consultationId: number, medicine: Medicine) {
  const [row] = await db
    .insert(medicineItems)
    .values({ consultationId, ...medicine })
    .returning({ id: medicineItems.id, ...medicineColumns });
  return row && withValue(row);
}

/** What a consultation reads as, with its doctor's name (join `doctors`). */
export const consultationColumns = {
  id: consultations.id,
  doctor: consultations.doctorId,
  doctorName: doctors.fullName,
  patient: consultations.patientId,
  objective: consultations.objective,
  content: consultations.content,
  nextConsultaion: consultations.nextConsultaion,
  dateCreated: consultations.dateCreated,
  isApproved: consultations.isApproved,
};

export async function findConsultation(db: DbOrTx, id: number) {
  const [row] = await db
    .select(consultationColumns)
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .where(eq(consultations.id, id));
  return row ?? null;
}

export async function listBloodTests(db: DbOrTx, consultationId: number) {
  return db
    .select({ name: bloodTests.name, value: bloodTests.value })
    .from(bloodTests)
    .where(eq(bloodTests.consultationId, consultationId))
    .orderBy(asc(bloodTests.id));
}

/** A page of the doctor's consultations, newest first, with the patient's name, and their number. */
export async function listDoctorConsultations(db: DbOrTx, doctorId: number, limit: number, offset: number) {
  const [total] = await db
    .select({ n: count() })
    .from(consultations)
    .where(eq(consultations.doctorId, doctorId));
  const rows = await db
    .select({
      id: consultations.id,
      doctor: consultations.doctorId,
      doctorName: doctors.fullName,
      patient: consultations.patientId,
      patientName: patients.fullName,
      objective: consultations.objective,
      content: consultations.content,
      nextConsultaion: consultations.nextConsultaion,
      dateCreated: consultations.dateCreated,
      isApproved: consultations.isApproved,
    })
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .innerJoin(patients, eq(patients.id, consultations.patientId))
    .where(eq(consultations.doctorId, doctorId))
    .orderBy(desc(consultations.dateCreated), desc(consultations.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

/** The blood tests and medicines of several consultations at once, in the order they were added. */
export async function listItemsOf(db: DbOrTx, consultationIds: number[]) {
  if (consultationIds.length === 0) return { tests: [], medicines: [] };
  const [tests, medicines] = await readTogether(db, [
    () =>
      db
        .select({ consultation: bloodTests.consultationId, name: bloodTests.name, value: bloodTests.value })
        .from(bloodTests)
        .where(inArray(bloodTests.consultationId, consultationIds))
        .orderBy(asc(bloodTests.id)),
    () =>
      db
        .select(medicineColumns)
        .from(medicineItems)
        .where(inArray(medicineItems.consultationId, consultationIds))
        .orderBy(asc(medicineItems.id)),
  ]);
  return { tests, medicines: medicines.map(withValue) };
}

/** The items of one consultation, as they are answered (without the consultation's id). */
export function itemsOfConsultation(items: Awaited<ReturnType<typeof listItemsOf>>, id: number) {
  return {
    bloodtests: items.tests.filter((i) => i.consultation === id).map(({ name, value }) => ({ name, value })),
    medicineItems: items.medicines
      .filter((m) => m.consultation === id)
      .map(({ consultation: _, ...medicine }) => medicine),
  };
}
