import { CLINIC_MESSAGES, type Clinic, createClinicFields, updateClinicFields } from '@reayah/contracts';
import type { DbOrTx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';
import { conflict, forbidden, notFound } from '#api/lib/errors.ts';
import type { MultipartResult } from '#api/lib/uploads.ts';
import { picturePath } from '#api/modules/media/pictures.ts';
import { ownClinic } from '../access.ts';
import { parseFields } from '../fields.ts';
import * as repo from './repository.ts';
import { deleteWithVariants } from '#api/lib/storage/picture-variants.ts';

export const ALREADY_HAS_CLINIC = 'You already have a clinic. Edit it from Settings.';
export const clinicCertificationPath = (clinicId: number) =>
  `/api/doctor/GetUpdateClinic/${clinicId}/certification/`;

async function read(db: DbOrTx, clinicId: number): Promise<Clinic> {
  const row = await repo.findClinic(db, clinicId);
  if (!row) throw notFound('Clinic not found.');
  return {
    id: row.id,
    doctor: row.doctorId,
    chaf: row.chaf,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    address: row.address,
    description: row.description,
    map_clinic: row.mapClinic,
    picture: picturePath(row.pictureKey) ?? '',
    certification: clinicCertificationPath(row.id),
  };
}

export function createClinicService(deps: Deps) {
  const { db, storage } = deps;

  /** Runs the write; on any failure the uploaded objects of the request are removed. */
  async function guarded<T>(upload: MultipartResult, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await upload.discard();
      throw error;
    }
  }

  return {
    async get(doctorId: number, clinicId: number): Promise<Clinic> {
      await ownClinic(db, doctorId, clinicId);
      return read(db, clinicId);
    },

    async create(doctorId: number, upload: MultipartResult): Promise<Clinic> {
      const { picture, certification } = upload.files;
      return guarded(upload, async () => {
        // The original client also sends `doctor`; it must name the signed-in doctor.
        if (upload.fields.doctor && Number(upload.fields.doctor) !== doctorId) throw forbidden();
        const missing: Record<string, string[]> = {
          ...(picture ? {} : { picture: [CLINIC_MESSAGES.pictureMissing] }),
          ...(certification ? {} : { certification: [CLINIC_MESSAGES.certificationMissing] }),
        };
        const input = parseFields(createClinicFields, upload.fields, missing);
        if (!picture || !certification) throw new Error('unreachable: files checked above');
        return db.transaction(async (tx) => {
          const chaf = await repo.doctorName(tx, doctorId);
          if (chaf === null) throw notFound('Doctor not found.');
          const id = await repo.insertClinic(tx, {
            doctorId,
            chaf,
            name: input.name,
            email: input.email,
            phoneNumber: input.phone_number,
            address: input.address,
            description: input.description,
            mapClinic: input.map_clinic ?? null,
            pictureKey: picture.key,
            certificationKey: certification.key,
          });
          if (id === null) throw conflict(ALREADY_HAS_CLINIC);
          return read(tx, id);
        });
      });
    },

    /** The form is read only once the clinic is known to be the doctor's: `readUpload` reads it. */
    async update(
      doctorId: number,
      clinicId: number,
      readUpload: () => Promise<MultipartResult>,
    ): Promise<Clinic> {
      const current = await ownClinic(db, doctorId, clinicId);
      const upload = await readUpload();
      const { picture, certification } = upload.files;
      const updated = await guarded(upload, async () => {
        const input = parseFields(updateClinicFields, upload.fields);
        return db.transaction(async (tx) => {
          await ownClinic(tx, doctorId, clinicId);
          await repo.updateClinic(tx, clinicId, {
            ...(input.name === undefined ? {} : { name: input.name }),
            ...(input.email === undefined ? {} : { email: input.email }),
            ...(input.phone_number === undefined ? {} : { phoneNumber: input.phone_number }),
            ...(input.address === undefined ? {} : { address: input.address }),
            ...(input.description === undefined ? {} : { description: input.description }),
            ...(input.map_clinic === undefined ? {} : { mapClinic: input.map_clinic }),
            ...(picture ? { pictureKey: picture.key } : {}),
            ...(certification ? { certificationKey: certification.key } : {}),
          });
          return read(tx, clinicId);
        });
      });
      const replaced = [picture && current.pictureKey, certification && current.certificationKey];
      await Promise.all(
        replaced
          .filter((k): k is string => !!k)
          .map((k) => deleteWithVariants(storage, k).catch(() => undefined)),
      );
      return updated;
    },

    async certificationKey(doctorId: number, clinicId: number): Promise<string> {
      return (await ownClinic(db, doctorId, clinicId)).certificationKey;
    },
  };
}
