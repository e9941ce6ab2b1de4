import { z } from 'zod';
import { idParam } from './common.ts';
import { visitKind } from './visit-kind.ts';

// A doctor's weekly opening hours and absences, from which the free slots are made.

export const OPENING_HOURS_MESSAGES = {
  weekday: 'Choose a day of the week.',
  time: 'Enter a time as HH:MM.',
  endBeforeStart: 'The end must be after the start.',
  overlap: 'This range overlaps another range of the same day.',
  tooMany: 'At most 6 ranges a day.',
  slotMinutes: 'The consultation length must be between 10 and 60 minutes.',
  horizonWeeks: 'Patients may book from 1 to 26 weeks ahead.',
  noticeHours: 'The least notice must be between 0 and 168 hours.',
  dateTime: 'Enter a date and time as YYYY-MM-DDTHH:MM.',
  label: 'The label must be 100 characters or less.',
  absenceNotFound: 'Absence not found.',
  absencePast: 'This absence has already ended.',
} as const;
const M = OPENING_HOURS_MESSAGES;

export const SLOT_MINUTES = { min: 10, max: 60 } as const;
export const HORIZON_WEEKS = { min: 1, max: 26 } as const;
export const NOTICE_HOURS = { min: 0, max: 168 } as const;
const RANGES_PER_DAY = 6;

const hhmm = z.string({ error: M.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time);

/** One range of one weekday: 0 is Sunday, 6 Saturday; times are Algeria's, `HH:MM`. */
export const openingRange = z.object({
  weekday: z.number({ error: M.weekday }).int(M.weekday).min(0, M.weekday).max(6, M.weekday),
  start: hhmm,
  end: hhmm,
});
export type OpeningRange = z.infer<typeof openingRange>;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Each problem names its field: `hours.2.end`, `hours.3.start`. */
function checkRanges(hours: OpeningRange[], ctx: z.RefinementCtx) {
  hours.forEach((range, i) => {
    if (range.end <= range.start)
      ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: [i, 'end'] });
  });
  for (let day = 0; day < 7; day += 1) {
    const ofDay = hours
      .map((range, i) => ({ ...range, i }))
      .filter((r) => r.weekday === day && r.end > r.start)
      .sort((a, b) => a.start.localeCompare(b.start));
    if (ofDay.length > RANGES_PER_DAY) {
      ctx.addIssue({ code: 'custom', message: M.tooMany, path: [ofDay[RANGES_PER_DAY]?.i ?? 0, 'start'] });
    }
    for (let k = 1; k < ofDay.length; k += 1) {
      const previous = ofDay[k - 1];
      const current = ofDay[k];
      if (previous && current && current.start < previous.end) {
        ctx.addIssue({ code: 'custom', message: M.overlap, path: [current.i, 'start'] });
      }
    }
  }
}

export const openingHoursBody = z
  .object({
    hours: z
      .array(openingRange)
      .max(7 * RANGES_PER_DAY)
      .superRefine(checkRanges),
    slot_minutes: wholeNumber(M.slotMinutes, SLOT_MINUTES.min, SLOT_MINUTES.max),
    horizon_weeks: wholeNumber(M.horizonWeeks, HORIZON_WEEKS.min, HORIZON_WEEKS.max),
    notice_hours: wholeNumber(M.noticeHours, NOTICE_HOURS.min, NOTICE_HOURS.max),
    visit_kind: visitKind,
  })
  .strict();
export type OpeningHours = z.infer<typeof openingHoursBody>;

/** The hours as saved, with what the last change did to the free slots. */
export const openingHoursResponse = openingHoursBody.extend({
  slots: z.object({ added: z.number(), removed: z.number() }).optional(),
});

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;
const localDateTime = z
  .string({ error: M.dateTime })
  .regex(LOCAL_DATE_TIME, M.dateTime)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}:00Z`)) && new Date(`${v}:00Z`).toISOString().startsWith(v),
    M.dateTime,
  );

/** A holiday or a morning off, in Algeria's local time (`2026-12-24T08:00`). */
export const absenceBody = z
  .object({
    starts_at: localDateTime,
    ends_at: localDateTime,
    label: z.string().trim().max(100, M.label).default(''),
  })
  .strict()
  .refine((v) => v.ends_at > v.starts_at, { message: M.endBeforeStart, path: ['ends_at'] });

export const absenceResponse = z.object({
  id: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  label: z.string(),
  /** Appointments the absence cancelled (their patients are told). */
  cancelled: z.number().optional(),
});
export const absenceList = z.array(absenceResponse);
export type Absence = z.infer<typeof absenceResponse>;
export const absenceParams = z.object({ absenceId: idParam });

/** Cancelling the appointment held by a booked slot, then deleting the slot. */
export const bookedSlotCancelBody = z.object({
  reason: z
    .string({ error: 'Say why the appointment is cancelled.' })
    .trim()
    .min(1, 'Say why the appointment is cancelled.')
    .max(500, 'The reason must be 500 characters or less'),
});
