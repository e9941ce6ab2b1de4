import type { RedFlagKey } from '@reayah/contracts';

/**
 * Red flags a context settles whatever the date: neither the notice nor the screen. `with` is a
 * second context that must be said too; `unless` what keeps the red flag unsure (a pain, a faint, a
 * flow said with it), so the screen still asks.
 */
export const SETTLED_CONTEXT: readonly {
  when: readonly string[];
  with?: readonly string[];
  unless?: readonly string[];
  reasons: readonly RedFlagKey[];
}[] = [
  // A pause in breathing during sleep with snoring is sleep apnoea, not a person who stopped breathing.
  { when: ['snoring', 'sleep_apnea'], reasons: ['not_breathing', 'breathing'] },
  // A few drops of spotting in pregnancy after an internal exam or a probe scan, said small or over.
  {
    when: ['after_exam'],
    with: ['trace', 'episode_over', 'bleeding_stopped'],
    unless: ['pain', 'severe', 'intensifier', 'nonstop', 'fainting', 'dizziness'],
    reasons: ['pregnancy_bleeding'],
  },
  // Black stools on iron tablets, red ones after beetroot, with nothing else: the food or the iron.
  {
    when: ['harmless_cause'],
    unless: [
      'dizziness',
      'vertigo',
      'fainting',
      'vomiting',
      'pain',
      'severe',
      'intensifier',
      'weakness',
      'nonstop',
      'anticoagulant',
    ],
    reasons: ['gut_bleeding'],
  },
  // A faint with its trigger (the hammam's heat, a blood test), over at once and checked clear, or
  // known from before with the same trigger ('happened to me before with needles').
  {
    when: ['faint_trigger', 'harmless_cause'],
    with: ['checked_clear', 'known_faint'],
    unless: [
      'chest',
      'palpitations',
      'seizure',
      'head_injury',
      'pregnancy',
      'confusion',
      'breath',
      'nonstop',
      'exertion',
    ],
    reasons: ['fainting', 'unconscious', 'heart_attack'],
  },
  // A fit, a faint or an attack had as a small child, or dated back and asked about for a licence,
  // a sport or a job (derived.ts, 'long_over'): over long ago.
  {
    when: ['long_over'],
    reasons: ['seizure', 'fainting', 'unconscious', 'breathing', 'head_injury', 'anaphylaxis', 'meningitis'],
  },
];
