import { describe, expect, it } from 'vitest';
import { RED_FLAGS } from './red-flags.ts';
import { indexByFirstTerm } from './rule-index.ts';

const holds = (when: string[][], present: ReadonlySet<string>) =>
  when.every((alts) => alts.some((id) => present.has(id)));

describe('rules filed under the concepts of their first term', () => {
  const rules = [
    { name: 'chest and sweating', when: [['chest', 'heart'], ['sweating']] },
    { name: 'always checked', when: [] },
    { name: 'sweating then chest', when: [['sweating'], ['chest']] },
    { name: 'heart alone', when: [['heart']] },
  ];
  const startedBy = indexByFirstTerm(rules, (r) => r.when);

  it('gives the rules whose first term is present, in their own order, once each', () => {
    expect(startedBy(new Set(['heart', 'chest', 'sweating'])).map((r) => r.name)).toEqual([
      'chest and sweating',
      'always checked',
      'sweating then chest',
      'heart alone',
    ]);
    expect(startedBy(new Set(['chest'])).map((r) => r.name)).toEqual([
      'chest and sweating',
      'always checked',
    ]);
    expect(startedBy(new Set()).map((r) => r.name)).toEqual(['always checked']);
  });

  it('leaves out no red flag that holds: the first one found is the first in the list', () => {
    const find = indexByFirstTerm(RED_FLAGS, (r) => r.when);
    for (const rule of RED_FLAGS) {
      const present = new Set(rule.when.map((alts) => alts[0] as string));
      const first = (list: typeof RED_FLAGS) =>
        list.find((r) => !r.unless?.some((c) => present.has(c)) && holds(r.when, present));
      expect(first(find(present))).toBe(first(RED_FLAGS));
    }
  });
});
