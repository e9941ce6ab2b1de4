import type { MedicineInput } from '@reayah/contracts';
import { eq } from 'drizzle-orm';
import { doctors, patients, specializations } from '#api/db/schema/index.ts';
import type { TestAccount } from '#api/test/accounts.ts';
import type { TestContext } from '#api/test/harness.ts';
import { type Cast, clinicForm, dayFromToday } from '#api/modules/doctor/test/support.ts';

/** Marks the doctor verified, as an administrator's Verify does: only such a doctor issues prescriptions. */
export async function markVerified(ctx: TestContext, doctorId: number) {
  await ctx.deps.db.update(doctors).set({ isCertified: true }).where(eq(doctors.id, doctorId));
}

/** The doctor's card as a prescription prints it: specialty, order number and clinic. */
export async function completeDoctor(ctx: TestContext, doctor: Cast['doctor']) {
  const [cardiology] = await ctx.deps.db
    .select({ id: specializations.id })
    .from(specializations)
    .where(eq(specializations.code, 'cardiology'));
  await ctx.deps.db
    .update(doctors)
    .set({ specializationId: cardiology?.id ?? null, orderNumber: '16/0452', address: 'Home address' })
    .where(eq(doctors.id, doctor.doctorId));
  const form = clinicForm();
  const clinic = await ctx.app.inject({
    method: 'POST',
    url: '/api/doctor/CreateClinic/',
    headers: { ...doctor.auth, ...form.headers },
    payload: form.payload,
  });
  if (clinic.statusCode !== 201) throw new Error(`CreateClinic: ${clinic.statusCode} ${clinic.body}`);
}

export async function setBirthDate(ctx: TestContext, patientId: number, date: string) {
  await ctx.deps.db.update(patients).set({ dateOfBirth: date }).where(eq(patients.id, patientId));
}

/** A consultation of `doctor` for `patient` with the given medicines; answers its id. */
export async function createConsultation(
  ctx: TestContext,
  doctor: TestAccount,
  patientId: number,
  medicines: MedicineInput[],
): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/doctor/CreateConsultation/',
    headers: doctor.auth,
    payload: {
      patient: patientId,
      objective: 'Diabetes follow-up',
      content: 'Glucose under control.',
      next_consultaion: dayFromToday(30),
      items: medicines.map((m) => ({ type: 'medicine-item', ...m })),
    },
  });
  if (res.statusCode !== 201) throw new Error(`CreateConsultation: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}
