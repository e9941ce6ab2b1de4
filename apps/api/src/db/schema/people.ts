import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { idColumn, createdAtColumn } from './columns.ts';

export const specializations = pgTable(
  'specializations',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
    nameAr: text('name_ar').notNull(),
  },
  (t) => [uniqueIndex('specializations_code_unique').on(t.code)],
);

export const patients = pgTable(
  'patients',
  {
    id: idColumn(),
    // Null once the patient deleted their account: the row stays, emptied of everything that named
    // them, as the pseudonymous patient of the records their doctors keep (decision 0012).
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    pictureKey: text('picture_key'),
    address: text('address'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    phoneNumber: text('phone_number'),
    description: text('description'),
    age: integer('age'),
    bloodType: text('blood_type'),
    // Lower-cased, accent- and diacritic-free name for search.
    searchText: text('search_text').notNull().default(''),
    // The "former patient" marker: when the account was deleted.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('patients_user_unique').on(t.userId),
    check('patients_deleted_has_no_account', sql`(${t.userId} IS NULL) = (${t.deletedAt} IS NOT NULL)`),
    // Stored objects are matched to their rows by key (lib/storage/orphans.ts).
    index('patients_picture_key').on(t.pictureKey),
    check('patients_gender', sql`${t.gender} IS NULL OR ${t.gender} IN ('M', 'F')`),
    check(
      'patients_blood_type',
      sql`${t.bloodType} IS NULL OR ${t.bloodType} IN ('O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+')`,
    ),
    check('patients_age', sql`${t.age} IS NULL OR ${t.age} BETWEEN 0 AND 150`),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number'),
    address: text('address'),
    wilaya: text('wilaya'),
    specializationId: integer('specialization_id').references(() => specializations.id),
    biography: text('biography'),
    age: integer('age'),
    pictureKey: text('picture_key'),
    certificationKey: text('certification_key'),
    isCertified: boolean('is_certified').notNull().default(false),
    // Set when an administrator refused the uploaded certification; cleared by a new upload.
    certificationRejectedAt: timestamp('certification_rejected_at', { withTimezone: true }),
    certificationRejectionReason: text('certification_rejection_reason'),
    // The doctor's registration number with the medical council, printed on prescriptions.
    orderNumber: text('order_number'),
    feeDzd: integer('fee_dzd'),
    // Codes of SPOKEN_LANGUAGES and of VISIT_KINDS.
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visitTypes: text('visit_types')
      .array()
      .notNull()
      .default(sql`'{in_person}'::text[]`),
    // Lower-cased, accent- and diacritic-free name, specialty and address for search.
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('doctors_user_unique').on(t.userId),
    index('doctors_picture_key').on(t.pictureKey),
    index('doctors_certification_key').on(t.certificationKey),
    // The directory's order (certified first, then by name), whole (with the account and the
    // search text, so a common word is matched while walking the index alone) and within a specialty; and a trigram index
    // for the words of a rarer search (pg_trgm).
    index('doctors_directory_order').on(
      t.isCertified.desc().nullsFirst(),
      t.fullName,
      t.id,
      t.userId,
      t.searchText,
    ),
    index('doctors_specialty_order').on(
      t.specializationId,
      t.isCertified.desc().nullsFirst(),
      t.fullName,
      t.id,
    ),
    index('doctors_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    check('doctors_age', sql`${t.age} IS NULL OR ${t.age} BETWEEN 0 AND 150`),
    check('doctors_fee_dzd', sql`${t.feeDzd} IS NULL OR ${t.feeDzd} BETWEEN 0 AND 1000000`),
    check('doctors_visit_types', sql`${t.visitTypes} <@ ARRAY['in_person', 'video']::text[]`),
  ],
);

/** The owning doctor of a row; the row goes when the doctor goes. */
export const doctorIdColumn = () =>
  integer('doctor_id')
    .notNull()
    .references(() => doctors.id, { onDelete: 'cascade' });

/** The owning patient of a row; the row goes when the patient goes. */
export const patientIdColumn = () =>
  integer('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' });

export const clinics = pgTable(
  'clinics',
  {
    id: idColumn(),
    doctorId: doctorIdColumn(),
    chaf: text('chaf').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    description: text('description').notNull(),
    mapClinic: text('map_clinic'),
    pictureKey: text('picture_key').notNull(),
    certificationKey: text('certification_key').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('clinics_doctor_unique').on(t.doctorId),
    index('clinics_picture_key').on(t.pictureKey),
    index('clinics_certification_key').on(t.certificationKey),
  ],
);

/** The patients a doctor has added to their list. */
export const doctorPatients = pgTable(
  'doctor_patients',
  {
    doctorId: doctorIdColumn(),
    patientId: patientIdColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.patientId] }),
    index('doctor_patients_patient').on(t.patientId),
  ],
);
