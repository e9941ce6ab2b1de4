import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  bloodTests,
  type ConsultationItemTable,
  consultations,
  doctors,
  medicineItems,
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
