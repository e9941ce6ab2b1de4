import type {
  Consultation,
  consultationItemBody,
  createConsultationBody,
  DoctorConsultationList,
  medicineItemBody,
} from '@reayah/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { notFound } from '#api/lib/errors.ts';
import { pageLinks } from '#api/lib/pagination.ts';
import { requireListedPatient } from '#api/lib/access/listed-patient.ts';
import { ownConsultation } from '../access.ts';
import * as repo from './repository.ts';

type CreateInput = z.output<typeof createConsultationBody>;
type BloodTestInput = z.output<typeof consultationItemBody>;
type MedicineInput = z.output<typeof medicineItemBody>;
type ItemInput = NonNullable<CreateInput['items']>[number];
export const CONSULTATIONS_PAGE_SIZE = 20;

async function read(db: DbOrTx, id: number): Promise<Consultation> {
  const row = await repo.findConsultation(db, id);
  if (!row) throw notFound('Consultation not found.');
  return {
    id: row.id,
    doctor: row.doctor,
    doctor_name: row.doctorName,
    patient: row.patient,
    objective: row.objective,
    content: row.content,
    next_consultaion: row.nextConsultaion,
    date_created: row.dateCreated.toISOString(),
    is_approved: row.isApproved,
    ...repo.itemsOfConsultation(await repo.listItemsOf(db, [id]), id),
  };
}

/** One inline item of a consultation being written. */
export async function insertItem(db: DbOrTx, consultationId: number, item: ItemInput) {
  if (item.type === 'blood-test') return repo.insertBloodTest(db, consultationId, item.name, item.value);
  const { type: _, ...medicine } = item;
  return repo.insertMedicine(db, consultationId, medicine);
}

export function createConsultationService(deps: Deps) {
  const { db } = deps;

  return {
    /** The consultation and its inline items are written together, or nothing is. */
    async create(identity: Identity, doctorId: number, input: CreateInput): Promise<Consultation> {
      return db.transaction(async (tx) => {
        await requireListedPatient(tx, doctorId, input.patient, deps.now());
        const row = await repo.insertConsultation(tx, {
          doctorId,
          patientId: input.patient,
          objective: input.objective,
          content: input.content,
          nextConsultaion: input.next_consultaion,
          isApproved: input.is_approved ?? true,
          idCardPatient: input.id_card_patient ?? '',
        });
        if (!row) throw new Error('consultation not created');
        for (const item of input.items ?? []) await insertItem(tx, row.id, item);
        await audit(tx, identity, 'create', 'consultation', row.id);
        return read(tx, row.id);
      });
    },

    /** The doctor's own consultations, newest first, with their items and the patient's name. */
    async list(doctorId: number, page: number): Promise<DoctorConsultationList> {
      const size = CONSULTATIONS_PAGE_SIZE;
      const { count, rows } = await repo.listDoctorConsultations(db, doctorId, size, (page - 1) * size);
      const items = await repo.listItemsOf(
        db,
        rows.map((r) => r.id),
      );
      const { next, previous } = pageLinks('/api/doctor/consultations/', '', page, size, count);
      return {
        count,
        next,
        previous,
        results: rows.map((r) => ({
          id: r.id,
          doctor: r.doctor,
          doctor_name: r.doctorName,
          patient: r.patient,
          patient_name: r.patientName,
          objective: r.objective,
          content: r.content,
          next_consultaion: r.nextConsultaion,
          date_created: r.dateCreated.toISOString(),
          is_approved: r.isApproved,
          ...repo.itemsOfConsultation(items, r.id),
        })),
      };
    },

    /** One blood test, on a consultation of this doctor only. */
    async addBloodTest(identity: Identity, doctorId: number, input: BloodTestInput) {
      return db.transaction(async (tx) => {
        await ownConsultation(tx, doctorId, input.consultation, 'consultation');
        const row = await repo.insertBloodTest(tx, input.consultation, input.name, input.value);
        if (!row) throw new Error('blood test not created');
        await audit(tx, identity, 'update', 'consultation', input.consultation);
        return row;
      });
    },

    /** One medicine, on a consultation of this doctor only. */
    async addMedicine(identity: Identity, doctorId: number, input: MedicineInput) {
      return db.transaction(async (tx) => {
        await ownConsultation(tx, doctorId, input.consultation, 'consultation');
        const { consultation, ...medicine } = input;
        const row = await repo.insertMedicine(tx, consultation, medicine);
        if (!row) throw new Error('medicine not created');
        await audit(tx, identity, 'update', 'consultation', consultation);
        return row;
      });
    },
  };
}
