import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { appointments, doctorPatients, slots } from '#api/db/schema/index.ts';

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/** The Overview figures, each counted from the doctor's own rows. */
export async function countOverview(db: DbOrTx, doctorId: number, today: string) {
  const [upcoming, patients, completed, free, noShows] = await Promise.all([
    countOf(
      db
        .select({ n: count() })
        .from(appointments)
        .where(
          and(
            eq(appointments.doctorId, doctorId),
            eq(appointments.isCompleted, false),
            gte(appointments.appointmentDate, today),
          ),
        ),
    ),
    countOf(db.select({ n: count() }).from(doctorPatients).where(eq(doctorPatients.doctorId, doctorId))),
    countOf(
      db
        .select({ n: count() })
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctorId), eq(appointments.isCompleted, true))),
    ),
    countOf(
      db
        .select({ n: count() })
        .from(slots)
        .where(and(eq(slots.doctorId, doctorId), eq(slots.existing, true), gte(slots.day, today))),
    ),
    countOf(
      db
        .select({ n: count() })
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctorId), eq(appointments.noShow, true))),
    ),
  ]);
  return { upcoming, patients, completed, free, noShows };
}
