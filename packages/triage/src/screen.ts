import { SCREEN_ITEM_KEYS, SCREEN_ITEM_REASONS } from '@reayah/contracts';
import {
  INFORMATION_ONLY,
  NOT_NOW,
  PLAIN_REQUESTS,
  STRONG_SIGNS,
  UNSURE_CONTEXT,
  WEAK_SIGNS,
} from './lexicon/screen.ts';
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

/** A message with a sign of an acute problem that nothing else settled asks the screen. */
export function needsScreen(present: ReadonlySet<string>): boolean {
  if (has(present, PLAIN_REQUESTS)) return false;
  if (has(present, INFORMATION_ONLY) && !present.has('acute')) return false;
  if (has(present, STRONG_SIGNS)) return true;
  return !has(present, NOT_NOW) && WEAK_SIGNS.filter((id) => present.has(id)).length >= 2;
}
