import type { AppointmentRelative } from '@reayah/contracts';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `{ name, relation }` of the relative an appointment (held or cancelled) is for, or null. */
export function appointmentRelativeColumn(table: {
  relativeName: AnyPgColumn;
  relativeRelation: AnyPgColumn;
}) {
  return sql<AppointmentRelative>`CASE WHEN ${table.relativeName} IS NULL THEN NULL ELSE json_build_object('name', ${table.relativeName}, 'relation', ${table.relativeRelation}) END`;
}
