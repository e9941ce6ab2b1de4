import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  bloodTests,
  type ConsultationItemTable,
  consultations,
  doctors,
  medicineItems,
  patients,
} from '../../../db/schema/index.ts';

export type ItemTable = ConsultationItemTable;
export const ITEM_TABLES = { 'blood-test': bloodTests, 'medicine-item': medicineItems } as const;

export type NewConsultation = Pick<
  typeof consultations.$inferInsert,
  'doctorId' | 'patientId' | 'objective' | 'content' | 'nextConsultaion' | 'isApproved' | 'idCardPatient'
>;

export async function insertConsultation(db: DbOrTx, values: NewConsultation) {
  const [row] = await db.insert(consultations).values(values).returning({ id: consultations.id });
  return row;
}

export async function insertItem(
  db: DbOrTx,
  table: ItemTable,
  consultationId: number,
  name: string,
  value: string,
) {
  const [row] = await db
    .insert(table)
    .values({ consultationId, name, value })
    .returning({ id: table.id, consultation: table.consultationId, name: table.name, value: table.value });
  return row;
}

export async function findConsultation(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: consultations.id,
      doctor: consultations.doctorId,
      doctorName: doctors.fullName,
      patient: consultations.patientId,
      objective: consultations.objective,
      content: consultations.content,
      nextConsultaion: consultations.nextConsultaion,
      dateCreated: consultations.dateCreated,
      isApproved: consultations.isApproved,
    })
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .where(eq(consultations.id, id));
  return row ?? null;
}

export async function listItems(db: DbOrTx, table: ItemTable, consultationId: number) {
  return db
    .select({ name: table.name, value: table.value })
    .from(table)
    .where(eq(table.consultationId, consultationId))
    .orderBy(asc(table.id));
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

/** The items of several consultations at once, in the order they were added. */
export async function listItemsOf(db: DbOrTx, table: ItemTable, consultationIds: number[]) {
  if (consultationIds.length === 0) return [];
  return db
    .select({ consultation: table.consultationId, name: table.name, value: table.value })
    .from(table)
    .where(inArray(table.consultationId, consultationIds))
    .orderBy(asc(table.id));
}
