import { CLINIC_MESSAGES, type Clinic, createClinicFields, updateClinicFields } from '@reayah/contracts';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';
import { requireDoctorSelf } from '#api/lib/auth/guards.ts';
import { conflict, notFound } from '#api/lib/errors.ts';
import { DOCUMENT_KINDS, IMAGE_KINDS } from '#api/lib/file-kinds.ts';
import { type MultipartResult, readMultipart } from '#api/lib/uploads.ts';
import { PICTURE_PREFIX, picturePath } from '#api/modules/media/routes.ts';
import { ownClinic } from '../access.ts';
import { parseFields } from '../fields.ts';
import { CERTIFICATION_PREFIX } from '../stored-file.ts';
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
  const { db, storage, config } = deps;
  const readUpload = (request: FastifyRequest) =>
    readMultipart(request, storage, {
      picture: { kinds: IMAGE_KINDS, maxBytes: config.PICTURE_MAX_BYTES, prefix: PICTURE_PREFIX },
      certification: {
        kinds: DOCUMENT_KINDS,
        maxBytes: config.UPLOAD_MAX_BYTES,
        prefix: CERTIFICATION_PREFIX,
      },
    });

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

    async create(request: FastifyRequest, doctorId: number): Promise<Clinic> {
      const upload = await readUpload(request);
      const { picture, certification } = upload.files;
      return guarded(upload, async () => {
        // The original client also sends `doctor`; it must name the signed-in doctor.
        if (upload.fields.doctor) requireDoctorSelf(request, Number(upload.fields.doctor));
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

    async update(request: FastifyRequest, doctorId: number, clinicId: number): Promise<Clinic> {
      const current = await ownClinic(db, doctorId, clinicId);
      const upload = await readUpload(request);
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
