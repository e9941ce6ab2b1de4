import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { doctorIdColumn, patientIdColumn, relativeIdColumn } from './people.ts';
import { idColumn, createdAtColumn } from './columns.ts';

export const folders = pgTable(
  'folders',
  {
    id: idColumn(),
    patientId: patientIdColumn(),
    name: text('name').notNull(),
    /** The relative the folder is about; none means the patient's own. */
    relativeId: relativeIdColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('folders_relative').on(t.relativeId),
    uniqueIndex('folders_patient_name_unique').on(t.patientId, sql`lower(${t.name})`),
    check('folders_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

export const files = pgTable(
  'files',
  {
    id: idColumn(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('files_folder').on(t.folderId),
    uniqueIndex('files_storage_key_unique').on(t.storageKey),
    // The keys in byte order, the order storage lists them in (the orphan sweep's walk), whatever
    // the database's collation.
    index('files_storage_key_bytes').on(sql`${t.storageKey} COLLATE "C"`),
    check('files_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('files_size', sql`${t.size} >= 0`),
  ],
);

export const folderAccessRequests = pgTable(
  'folder_access_requests',
  {
    id: idColumn(),
    doctorId: doctorIdColumn(),
    patientId: patientIdColumn(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAtColumn(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('folder_access_requests_patient').on(t.patientId, t.status),
    uniqueIndex('folder_access_requests_one_pending')
      .on(t.doctorId, t.patientId)
      .where(sql`${t.status} = 'pending'`),
    check('folder_access_requests_status', sql`${t.status} IN ('pending', 'accepted', 'declined')`),
  ],
);

/** Read access to one folder, granted by its patient on accepting a doctor's request. */
export const folderAccessGrants = pgTable(
  'folder_access_grants',
  {
    id: idColumn(),
    doctorId: doctorIdColumn(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => folderAccessRequests.id, { onDelete: 'set null' }),
    // Null: until the patient revokes it.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('folder_access_grants_unique').on(t.doctorId, t.folderId)],
);

export const consultations = pgTable(
  'consultations',
  {
    id: idColumn(),
    doctorId: doctorIdColumn(),
    patientId: patientIdColumn(),
    objective: text('objective').notNull(),
    content: text('content').notNull(),
    nextConsultaion: date('next_consultaion'),
    isApproved: boolean('is_approved').notNull().default(true),
    idCardPatient: text('id_card_patient').notNull().default(''),
    dateCreated: createdAtColumn('date_created'),
  },
  (t) => [index('consultations_patient').on(t.patientId), index('consultations_doctor').on(t.doctorId)],
);

/** A named value attached to a consultation: a blood test and its result. */
export const bloodTests = pgTable(
  'blood_tests',
  {
    id: idColumn(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [index('blood_tests_consultation').on(t.consultationId)],
);

/** A medicine prescribed at a consultation, in the parts a prescription prints. */
export const medicineItems = pgTable(
  'medicine_items',
  {
    id: idColumn(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Form and strength, as "comprimé 500 mg".
    form: text('form').notNull().default(''),
    dose: text('dose').notNull(),
    frequency: text('frequency').notNull().default(''),
    duration: text('duration').notNull().default(''),
    note: text('note').notNull().default(''),
  },
  (t) => [index('medicine_items_consultation').on(t.consultationId)],
);
