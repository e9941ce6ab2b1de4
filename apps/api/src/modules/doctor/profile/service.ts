import {
  type DoctorProfile,
  doctorProfileFields,
  practiceOf,
  SPECIALIZATION_INVALID,
} from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import { foldForSearch } from '#api/lib/search-text.ts';
import type { MultipartResult } from '#api/lib/uploads.ts';
import { picturePath } from '#api/modules/media/pictures.ts';
import { parseFields } from '../fields.ts';
import * as repo from './repository.ts';
import { deleteWithVariants } from '#api/lib/storage/picture-variants.ts';

const NEEDS_REVIEW = {
  isCertified: false,
  certificationRejectedAt: null,
  certificationRejectionReason: null,
};

export const certificationPath = (doctorId: number) => `/api/doctor/UpdateProfile/${doctorId}/certification/`;

type Changes = ReturnType<typeof doctorProfileFields.parse>;

export function createProfileService(deps: Deps) {
  const { db, storage } = deps;

  async function get(doctorId: number): Promise<DoctorProfile> {
    const row = await repo.findProfile(db, doctorId);
    if (!row) throw notFound('Doctor not found.');
    return {
      id: row.id,
      full_name: row.fullName,
      email: row.email,
      phone_number: row.phoneNumber,
      address: row.address,
      specialization:
        row.specializationId === null
          ? null
          : { specialization_id: row.specializationId, specialization_name: row.specializationName ?? '' },
      biography: row.biography,
      age: row.age,
      picture: picturePath(row.pictureKey),
      certification: row.certificationKey ? certificationPath(row.id) : null,
      is_certified: row.isCertified,
      order_number: row.orderNumber,
      clinic: row.clinicId === null ? null : { clinic_id: row.clinicId, clinic_name: row.clinicName ?? '' },
      ...practiceOf(row),
      wilaya: row.wilaya,
    };
  }

  /** Writes the changes and the folded search text in one transaction; answers the replaced file keys. */
  async function write(
    doctorId: number,
    input: Changes,
    files: { picture?: string; certification?: string },
  ) {
    return db.transaction(async (tx) => {
      const current = await repo.lockDoctor(tx, doctorId);
      if (!current) throw notFound('Doctor not found.');
      const specializationId =
        input.specialization === undefined
          ? current.specializationId
          : input.specialization === ''
            ? null
            : Number(input.specialization);
      const spec = specializationId === null ? null : await repo.findSpecialization(tx, specializationId);
      if (specializationId !== null && !spec) throw badRequest('specialization', SPECIALIZATION_INVALID);
      const fullName = input.full_name ?? current.fullName;
      const address = input.address ?? current.address;
      const wilaya = input.wilaya === undefined ? current.wilaya : input.wilaya;
      const orderNumber = input.order_number === undefined ? current.orderNumber : input.order_number || null;
      // What a prescription tells a pharmacist about its doctor was checked by an administrator:
      // changing it sends a verified doctor back to review.
      const identityChanged =
        fullName !== current.fullName ||
        specializationId !== current.specializationId ||
        orderNumber !== current.orderNumber;
      await repo.updateDoctor(tx, doctorId, {
        fullName,
        address,
        wilaya,
        specializationId,
        orderNumber,
        ...(current.isCertified && identityChanged ? NEEDS_REVIEW : {}),
        ...(input.phone_number === undefined ? {} : { phoneNumber: input.phone_number }),
        ...(input.biography === undefined ? {} : { biography: input.biography }),
        ...(input.age === undefined ? {} : { age: input.age === '' ? null : Number(input.age) }),
        ...(input.fee_dzd === undefined
          ? {}
          : { feeDzd: input.fee_dzd === '' ? null : Number(input.fee_dzd) }),
        ...(input.languages === undefined ? {} : { languages: input.languages }),
        ...(input.visit_types === undefined ? {} : { visitTypes: input.visit_types }),
        ...(files.picture ? { pictureKey: files.picture } : {}),
        // A new certification goes back to the administrators' queue.
        ...(files.certification ? { ...NEEDS_REVIEW, certificationKey: files.certification } : {}),
        searchText: foldForSearch(fullName, spec?.name, spec?.nameFr, spec?.nameAr, address, wilaya),
      });
      if (input.full_name !== undefined) await repo.renameClinicChief(tx, doctorId, fullName);
      return [files.picture && current.pictureKey, files.certification && current.certificationKey];
    });
  }

  return {
    get,

    /** Writes the form; on any failure its uploaded files are removed. */
    async update(doctorId: number, upload: MultipartResult): Promise<DoctorProfile> {
      let replaced: (string | null | undefined)[];
      try {
        const input = parseFields(doctorProfileFields, upload.fields);
        replaced = await write(doctorId, input, {
          ...(upload.files.picture ? { picture: upload.files.picture.key } : {}),
          ...(upload.files.certification ? { certification: upload.files.certification.key } : {}),
        });
      } catch (error) {
        await upload.discard();
        throw error;
      }
      await Promise.all(
        replaced
          .filter((k): k is string => !!k)
          .map((k) => deleteWithVariants(storage, k).catch(() => undefined)),
      );
      return get(doctorId);
    },

    async certificationKey(doctorId: number): Promise<string> {
      const row = await repo.findProfile(db, doctorId);
      if (!row?.certificationKey) throw notFound('No certification uploaded.');
      return row.certificationKey;
    },

    specializations: () => repo.listSpecializations(db),
  };
}
