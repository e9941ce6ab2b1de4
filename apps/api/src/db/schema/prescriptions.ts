import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, createdAtColumn } from './columns.ts';
import { consultations } from './records.ts';

/** What the prescription says, frozen when it is issued. */
export interface PrescriptionSnapshot {
  doctorName: string;
  specialty: { en: string; fr: string; ar: string } | null;
  address: string;
  orderNumber: string;
  patientName: string;
  patientAge: number | null;
  medicines: { name: string; dosage: string }[];
}

/** An "ordonnance" issued from a consultation; `code` is printed with a QR code for pharmacists. */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: idColumn(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    snapshot: jsonb('snapshot').$type<PrescriptionSnapshot>().notNull(),
    issuedAt: createdAtColumn('issued_at'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('prescriptions_code_unique').on(t.code),
    index('prescriptions_consultation').on(t.consultationId),
    check('prescriptions_code_shape', sql`${t.code} ~ '^[A-Z0-9]{10}$'`),
  ],
);
