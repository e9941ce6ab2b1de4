import type { PatientProfile, PatientProfileUpdate } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { audit, auditRead } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import { foldForSearch } from '#api/lib/search-text.ts';
import type { StoredUpload } from '#api/lib/uploads.ts';
import { findProfileRow, type ProfileValues, toProfile, updateProfileRow } from './repository.ts';
import { deleteWithVariants } from '#api/lib/storage/picture-variants.ts';

/** Only the fields that were sent change; the original client sends them all. */
function changes(input: PatientProfileUpdate): ProfileValues {
  const values: ProfileValues = {};
  if (input.full_name !== undefined) values.fullName = input.full_name;
  if (input.phone_number !== undefined) values.phoneNumber = input.phone_number;
  if (input.address !== undefined) values.address = input.address;
  if (input.description !== undefined) values.description = input.description;
  if (input.date_of_birth !== undefined) values.dateOfBirth = input.date_of_birth;
  if (input.age !== undefined) values.age = input.age;
  if (input.gender !== undefined) values.gender = input.gender;
  if (input.blood_type !== undefined) values.bloodType = input.blood_type;
  return values;
}

function checkBirthDate(value: string | undefined, today: Date): void {
  if (value === undefined) return;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw badRequest('date_of_birth', 'Enter a real date as YYYY-MM-DD');
  }
  if (date > today || date.getUTCFullYear() < 1900) {
    throw badRequest('date_of_birth', 'Date of birth must be in the past');
  }
}

export function createProfileService(deps: Deps) {
  const { db, storage } = deps;

  async function get(identity: Identity, patientId: number): Promise<PatientProfile> {
    const row = await findProfileRow(db, patientId);
    if (!row) throw notFound('Patient not found.');
    auditRead(
      deps.audit,
      identity,
      'read',
      { entity: 'patient', entityId: patientId, patientId },
      deps.now(),
    );
    return toProfile(row);
  }

  async function update(
    identity: Identity,
    patientId: number,
    input: PatientProfileUpdate,
    picture: StoredUpload | undefined,
  ): Promise<PatientProfile> {
    checkBirthDate(input.date_of_birth, deps.now());
    const before = await findProfileRow(db, patientId);
    if (!before) throw notFound('Patient not found.');
    const values = changes(input);
    if (values.fullName !== undefined) values.searchText = foldForSearch(values.fullName);
    if (picture) values.pictureKey = picture.key;
    const after = await db.transaction(async (tx) => {
      const row = Object.keys(values).length > 0 ? await updateProfileRow(tx, patientId, values) : before;
      await audit(tx, identity, 'update', 'patient', patientId, patientId);
      return row;
    });
    if (!after) throw notFound('Patient not found.');
    if (picture && before.pictureKey)
      await deleteWithVariants(storage, before.pictureKey).catch(() => undefined);
    return toProfile(after);
  }

  return { get, update };
}
