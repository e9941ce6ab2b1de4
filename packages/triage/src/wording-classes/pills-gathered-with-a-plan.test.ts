import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Pills gathered and kept for oneself ('jma3t ga3 dwayat ta3 mama', 'جمعت كل الحبوب', 'j ai
 * rassemble tous les medicaments') with despair ('ma b9itch nesta7mel', 'j en peux plus') or a
 * time to take them ('tonight when they sleep'): an intent to die, even without the word. The
 * notice at once. Medicines gathered to show a doctor stay ordinary. Phrasings written for the
 * tests, in the five ways of writing.
 */

describe('pills gathered with despair or a plan show the notice', () => {
  it.each([
    ['en', 'i collected all my pills in a box and tonight when they sleep i will take them, i cant go on'],
    ['fr', 'j ai rassemble tous les medicaments de ma mere et ce soir je vais tout avaler, j en peux plus'],
    ['ar', 'جمعت كل الحبوب في كيس وسأبتلعها الليلة عندما ينامون، لم اعد احتمل'],
    ['dz', 'جمعت قاع الدوا تاع يما وكي يرقدو نشربو، ما بقيتش نستحمل'],
    ['dl', 'ma bqitch nesta7mel, jma3t ga3 dwa ta3 baba w ki yer9dou nechrbou'],
    ['dl', 'jma3t ga3 dwayat ta3 mama f sachet, ma b9itch nesta7mel'],
  ])('[%s] %s', (_way, text) => {
    const result = triage(text);
    expect(result.urgent).toBe(true);
    expect(result.ranked[0]?.code).toBe('psychiatry');
  });
});

describe('medicines gathered for a doctor are no emergency', () => {
  it.each([
    ['en', 'i gathered all my medicines in a bag to show the new doctor, which specialist for my pressure'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});
