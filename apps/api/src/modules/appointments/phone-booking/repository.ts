import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { patients, users } from '#api/db/schema/index.ts';

/**
 * The patient whose account has this mobile number (stored numbers are free text: compared without
 * spaces, in the three ways it is written), or null.
 */
export async function patientWithPhone(db: DbOrTx, international: string) {
  const national = `0${international.slice(4)}`;
  const forms = [international, national, `00${international.slice(1)}`];
  const [row] = await db
    .select({ id: patients.id, language: users.language })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(
      and(
        isNotNull(patients.userId),
        sql`regexp_replace(${patients.phoneNumber}, '[^0-9+]', '', 'g') IN (${sql.join(
          forms.map((f) => sql`${f}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(patients.id)
    .limit(1);
  return row ?? null;
}

/** The contact-only patient kept for this number (one per number), made or brought up to date. */
export async function contactPatient(
  db: DbOrTx,
  values: { phone: string; fullName: string; language: string; searchText: string },
) {
  const [row] = await db
    .insert(patients)
    .values({
      contactOnly: true,
      phoneNumber: values.phone,
      fullName: values.fullName,
      contactLanguage: values.language,
      searchText: values.searchText,
    })
    .onConflictDoUpdate({
      target: patients.phoneNumber,
      targetWhere: sql`${patients.contactOnly}`,
      set: { fullName: values.fullName, contactLanguage: values.language, searchText: values.searchText },
    })
    .returning({ id: patients.id });
  if (!row) throw new Error('patient not stored');
  return row.id;
}
