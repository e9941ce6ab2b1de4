/**
 * Rules that hold when every one of their terms is present, a term being any of a few concepts
 * (the combinations that move votes, the red flags, the follow-up questions). A message names a
 * handful of the engine's concepts, so each rule is filed once, when the engine loads, under the
 * concepts of its first term: a message is checked against the few rules it could satisfy, in
 * the rules' own order (the first red flag that holds is the one given), not against all of them.
 */
export function indexByFirstTerm<R>(
  rules: readonly R[],
  termsOf: (rule: R) => readonly (readonly string[])[],
): (present: ReadonlySet<string>) => R[] {
  const always: number[] = [];
  const byConcept = new Map<string, number[]>();
  rules.forEach((rule, i) => {
    const first = termsOf(rule)[0];
    if (first === undefined) always.push(i);
    else
      for (const id of new Set(first)) {
        const filed = byConcept.get(id);
        if (filed) filed.push(i);
        else byConcept.set(id, [i]);
      }
  });
  return (present) => {
    const found = new Set(always);
    for (const id of present) for (const i of byConcept.get(id) ?? []) found.add(i);
    return [...found].sort((a, b) => a - b).map((i) => rules[i] as R);
  };
}
