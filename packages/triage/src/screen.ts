import { SCREEN_ITEM_KEYS, SCREEN_ITEM_REASONS } from '@reayah/contracts';
import {
  ABOUT_SOMEONE_ELSE,
  ACUTE_MARKERS,
  CHECKED,
  NEVER_SETTLED,
  PAST,
  FRAGILE_PATIENTS,
  FRAGILE_SIGNS,
  NOT_SIGNS,
  OLDER_PATIENTS,
  OLDER_SIGNS,
  REASSURED,
  HAPPENING_NOW,
  INFORMATION_ONLY,
  MUCH_BLOOD_EXPECTED,
  NOT_NOW,
  ONE_SIGN,
  SETTLED_BY,
  PLAIN_REQUESTS,
  URGENT_ORDERS,
  STRONG_SIGNS,
  TRACE_SIGNS,
  UNSURE_CONTEXT,
  WEAK_SETTLED_BY,
  WEAK_SIGNS,
} from './lexicon/screen.ts';
import { SETTLED_CONTEXT } from './lexicon/screen-settled.ts';
import type { FollowUp } from './red-flags.ts';
import type { RedFlagKey } from '@reayah/contracts';

/** The emergency screen: every item, asked at once; a yes to any shows the notice for its reason. */
export const EMERGENCY_SCREEN: FollowUp = {
  question: 'emergency_screen',
  escalateOn: ['yes'],
  reason: SCREEN_ITEM_REASONS.breathing,
  screen: SCREEN_ITEM_KEYS.map((item) => ({ item, reason: SCREEN_ITEM_REASONS[item] })),
};

const has = (present: ReadonlySet<string>, ids: readonly string[]) => ids.some((id) => present.has(id));

/** A red flag whose context makes it unsure (a past episode, a trace, a harmless cause): screen it. */
export function isUnsure(reason: RedFlagKey, present: ReadonlySet<string>): boolean {
  return UNSURE_CONTEXT.some(
    (rule) =>
      has(present, rule.when) &&
      (rule.reasons === undefined || rule.reasons.includes(reason)) &&
      !(rule.unless !== undefined && has(present, rule.unless)),
  );
}

/**
 * A red flag told as over or dated back and already checked clear by a doctor or a test, with
 * nothing said to happen now ('a streak of blood coughed once last week, the X-ray was clean',
 * 'spotting last week, the echo showed the heart beating'): neither the notice nor the screen
 * (decision 0073). A self-harm risk is never settled by a date.
 */
export function isSettled(reason: RedFlagKey | null, present: ReadonlySet<string>): boolean {
  if (
    reason !== null &&
    SETTLED_CONTEXT.some(
      (rule) =>
        has(present, rule.when) &&
        (rule.with === undefined || has(present, rule.with)) &&
        !(rule.unless !== undefined && has(present, rule.unless)) &&
        rule.reasons.includes(reason),
    )
  )
    return true;
  return (
    has(present, PAST) &&
    has(present, CHECKED) &&
    !has(present, HAPPENING_NOW) &&
    !has(present, NEVER_SETTLED)
  );
}

/**
 * A prevention question or a plain request (a check-up) about someone else's or a past red flag,
 * with nothing happening now.
 */
export function isInformationOnly(present: ReadonlySet<string>): boolean {
  return (
    (has(present, INFORMATION_ONLY) || has(present, PLAIN_REQUESTS)) &&
    has(present, ABOUT_SOMEONE_ELSE) &&
    !has(present, HAPPENING_NOW) &&
    !has(present, URGENT_ORDERS)
  );
}

/**
 * A plain request (a check-up, a prescription, a treatment to change) or a prevention question with
 * nothing happening now: neither the screen nor a follow-up question.
 */
export function isPlainRequest(present: ReadonlySet<string>): boolean {
  if (has(present, PLAIN_REQUESTS) && !has(present, URGENT_ORDERS)) return true;
  return has(present, INFORMATION_ONLY) && !present.has('acute');
}

/** A message with a sign of an acute problem that nothing else settled asks the screen. */
export function needsScreen(present: ReadonlySet<string>): boolean {
  if (isPlainRequest(present)) return false;
  const strong = STRONG_SIGNS.filter((id) => present.has(id) && !has(present, SETTLED_BY[id] ?? []));
  if (strong.length > 0) return true;
  if (has(present, NOT_NOW) || (has(present, PAST) && has(present, CHECKED))) return false;
  if (manySignsOnFragile(present)) return true;
  // A trace of blood (a streak, a few drops) is not a sign of an acute problem by itself.
  const trace = present.has('trace') && !present.has('intensifier');
  const weak = WEAK_SIGNS.filter(
    (id) =>
      present.has(id) && !(trace && TRACE_SIGNS.includes(id)) && !has(present, WEAK_SETTLED_BY[id] ?? []),
  );
  // Blood said to come a lot ('dem bzaf', 'beaucoup de sang') is a second sign of its own.
  if (
    present.has('intensifier') &&
    has(present, TRACE_SIGNS) &&
    !has(present, ['trace', ...MUCH_BLOOD_EXPECTED, ...(WEAK_SETTLED_BY['blood'] ?? [])])
  )
    weak.push('intensifier');
  const counted = weak.filter(
    (id) => !ONE_SIGN.some((g) => g.indexOf(id) > 0 && weak.includes(g[0] as string)),
  );
  return counted.length >= 2;
}

/**
 * Read whatever the signs are: three on a baby or late in a pregnancy, or two on an older patient
 * said with two acute markers, and nothing said to reassure. No rule needs to know the words.
 */
export function manySignsOnFragile(present: ReadonlySet<string>): boolean {
  if (has(present, REASSURED)) return false;
  let signs = 0;
  for (const id of present) if (!NOT_SIGNS.has(id)) signs++;
  if (has(present, FRAGILE_PATIENTS) && signs >= FRAGILE_SIGNS) return true;
  const markers = ACUTE_MARKERS.filter((id) => present.has(id)).length;
  return has(present, OLDER_PATIENTS) && signs >= OLDER_SIGNS && markers >= 2;
}
