import type { Tx } from '#api/db/client.ts';
import { insertSlotsFromHours, lockDoctorSlots } from '#api/modules/appointments/slots/repository.ts';
import { slotsFromHours } from './generate.ts';
import { instantOf, localOf } from './local-time.ts';
import * as repo from './repository.ts';

const key = (s: { day: string; startTime: string; endTime: string }) =>
  `${s.day} ${s.startTime} ${s.endTime}`;

/**
 * Brings the doctor's free slots in step with the opening hours and absences, from now to the
 * horizon: a free slot made from the hours that the hours no longer make goes, a missing one is
 * added unless another slot (booked, one-off, or the same) already takes its time. Booked slots
 * and one-off slots are never touched here. Idempotent; holds the doctor's slot lock, so two runs
 * (two processes, or a run and the doctor's own change) do not interleave.
 */
export async function syncFreeSlots(tx: Tx, doctorId: number, now: Date) {
  await lockDoctorSlots(tx, doctorId);
  const rules = await repo.findRules(tx, doctorId);
  const current = await repo.slotsFrom(tx, doctorId, localOf(now).day);
  const absences = await repo.absencesEndingAfter(tx, doctorId, now);
  const wanted = rules ? slotsFromHours(rules, absences, now) : [];
  const wantedKeys = new Set(wanted.map(key));

  const stale = current.filter(
    (s) => s.fromHours && s.existing && instantOf(s.day, s.startTime) > now && !wantedKeys.has(key(s)),
  );
  const removed = await repo.deleteFreeSlots(
    tx,
    stale.map((s) => s.id),
  );
  const byDay = new Map<string, { startTime: string; endTime: string }[]>();
  for (const s of current) {
    if (removed.has(s.id)) continue;
    const list = byDay.get(s.day) ?? [];
    list.push(s);
    byDay.set(s.day, list);
  }
  const missing = wanted.filter(
    (w) => !(byDay.get(w.day) ?? []).some((s) => s.startTime < w.endTime && s.endTime > w.startTime),
  );
  if (rules) await insertSlotsFromHours(tx, doctorId, missing, rules.visitKind);
  return { added: missing.length, removed: removed.size };
}
