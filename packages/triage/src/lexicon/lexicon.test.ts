import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONCEPT_FAMILIES, CONCEPTS, LEX_LANGS } from './index.ts';

const FILES = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** Every array of concept-like objects (an id and forms or weights) each lexicon file exports. */
async function conceptHomes(): Promise<Map<string, string[]>> {
  const homes = new Map<string, string[]>();
  for (const file of FILES) {
    if (file === 'index.ts') continue;
    const mod: Record<string, unknown> = await import(`./${file}`);
    for (const value of Object.values(mod)) {
      if (!Array.isArray(value)) continue;
      for (const item of value) {
        if (typeof item !== 'object' || item === null || !('id' in item)) continue;
        if (!('w' in item) && !LEX_LANGS.some((l) => l in item)) continue;
        const id = String(item.id);
        homes.set(id, [...(homes.get(id) ?? []), file]);
      }
    }
  }
  return homes;
}

describe('the lexicon, arranged by concept', () => {
  it("keeps each concept's forms, in every way of writing, in one home file", async () => {
    const homes = await conceptHomes();
    const scattered = [...homes]
      .filter(([, files]) => files.length > 1)
      .map(([id, f]) => `${id}: ${f.join(', ')}`);
    expect(scattered).toEqual([]);
    expect(homes.size).toBe(CONCEPTS.length);
  });

  it('lists every concept once, with its weights, in the families the engine loads', () => {
    const ids = CONCEPTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(CONCEPTS.every((c) => typeof c.w === 'object')).toBe(true);
    for (const family of Object.keys(CONCEPT_FAMILIES)) expect(FILES).toContain(`${family}.ts`);
  });

  it('names no file after a round of tuning', () => {
    expect(FILES.filter((f) => /extra|tuning|round|phone|more|fix/.test(f))).toEqual([]);
  });
});
