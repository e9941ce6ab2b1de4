import type { Combo } from './types.ts';
import { GENERAL_AND_ORGAN_COMBOS } from './combos-general-and-organs.ts';
import { HEART_CHEST_KIDNEY_COMBOS } from './combos-heart-chest-kidneys.ts';
import { NERVES_MIND_JOINTS_SKIN_COMBOS } from './combos-nerves-mind-joints-skin.ts';
import { WOMEN_CHILDREN_COMBOS } from './combos-women-children.ts';

/**
 * Concepts that mean more together than apart: the site of a pain, the context that
 * turns a chest pain into a rib injury or a nausea into a pregnancy sign.
 *
 * Each rule lives in the file of the specialty area its strongest vote goes to; their order does not
 * matter (the votes of every combination that matches are added).
 */
export const COMBOS: readonly Combo[] = [
  ...GENERAL_AND_ORGAN_COMBOS,
  ...HEART_CHEST_KIDNEY_COMBOS,
  ...NERVES_MIND_JOINTS_SKIN_COMBOS,
  ...WOMEN_CHILDREN_COMBOS,
];
