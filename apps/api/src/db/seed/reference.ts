import { SPECIALTIES } from '@reayah/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { specializations } from '../schema/index.ts';

/** The 20 specialties are reference data: present on every database, demo or not. */
export async function seedSpecialties(db: Db): Promise<void> {
  await db
    .insert(specializations)
    .values(SPECIALTIES.map((s) => ({ code: s.code, name: s.en, nameFr: s.fr, nameAr: s.ar })))
    .onConflictDoUpdate({
      target: specializations.code,
      set: { name: sql`excluded.name`, nameFr: sql`excluded.name_fr`, nameAr: sql`excluded.name_ar` },
    });
}
