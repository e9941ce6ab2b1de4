import type {
  Consultation,
  consultationItemBody,
  createConsultationBody,
  DoctorConsultationList,
} from '@reayah/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { audit } from '../../../lib/audit.ts';
import type { Identity } from '../../../lib/auth/tokens.ts';
import { notFound } from '../../../lib/errors.ts';
import { pageLinks } from '../../../lib/pagination.ts';
import { ownConsultation, requireListedPatient } from '../access.ts';
import * as repo from './repository.ts';

type CreateInput = z.output<typeof createConsultationBody>;
type ItemInput = z.output<typeof consultationItemBody>;
export type ItemKind = keyof typeof repo.ITEM_TABLES;
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
    bloodtests: await repo.listItems(db, repo.ITEM_TABLES['blood-test'], id),
    medicineItems: await repo.listItems(db, repo.ITEM_TABLES['medicine-item'], id),
  };
}

export function createConsultationService(deps: Deps) {
  const { db } = deps;

  return {
    /** The consultation and its inline items are written together, or nothing is. */
    async create(identity: Identity, doctorId: number, input: CreateInput): Promise<Consultation> {
      return db.transaction(async (tx) => {
        await requireListedPatient(tx, doctorId, input.patient);
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
        for (const item of input.items ?? []) {
          await repo.insertItem(tx, repo.ITEM_TABLES[item.type], row.id, item.name, item.value);
        }
        await audit(tx, identity, 'create', 'consultation', row.id);
        return read(tx, row.id);
      });
    },

    /** The doctor's own consultations, newest first, with their items and the patient's name. */
    async list(doctorId: number, page: number): Promise<DoctorConsultationList> {
      const size = CONSULTATIONS_PAGE_SIZE;
      const { count, rows } = await repo.listDoctorConsultations(db, doctorId, size, (page - 1) * size);
      const ids = rows.map((r) => r.id);
      const [blood, medicine] = await Promise.all(
        [repo.ITEM_TABLES['blood-test'], repo.ITEM_TABLES['medicine-item']].map((t) =>
          repo.listItemsOf(db, t, ids),
        ),
      );
      const of = (items: typeof blood, id: number) =>
        (items ?? []).filter((i) => i.consultation === id).map(({ name, value }) => ({ name, value }));
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
          bloodtests: of(blood, r.id),
          medicineItems: of(medicine, r.id),
        })),
      };
    },

    /** One blood test or medicine item, on a consultation of this doctor only. */
    async addItem(identity: Identity, doctorId: number, kind: ItemKind, input: ItemInput) {
      return db.transaction(async (tx) => {
        await ownConsultation(tx, doctorId, input.consultation, 'consultation');
        const row = await repo.insertItem(
          tx,
          repo.ITEM_TABLES[kind],
          input.consultation,
          input.name,
          input.value,
        );
        if (!row) throw new Error('item not created');
        await audit(tx, identity, 'update', 'consultation', input.consultation);
        return row;
      });
    },
  };
}
