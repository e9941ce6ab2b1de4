import {
  ASK_RULES,
  CHILD_COMPLAINTS,
  COMBOS,
  CONCEPT_FAMILIES,
  DERIVED,
  INFANT_COMPLAINTS,
  LEX_LANGS,
  MANY_JOINTS,
} from '../src/lexicon/index.ts';
import { NEGATED_MEANS, NEVER_NEGATED, RED_FLAGS } from '../src/red-flags.ts';

// `npm run triage:concept -- ID`: one concept's home file, weights, forms and every rule naming it.
const LANG_NAMES = {
  en: 'English',
  fr: 'French',
  ar: 'Arabic',
  dz: 'Darija (Arabic letters)',
  dl: 'Darija (Latin letters)',
};

const show = (groups: readonly (readonly string[])[]) => groups.map((g) => g.join(' | ')).join('  +  ');

function describe(id: string): string[] {
  const family = Object.entries(CONCEPT_FAMILIES).find(([, cs]) => cs.some((c) => c.id === id));
  if (family === undefined) return [`no concept '${id}' (ids are snake_case, e.g. chest, breathless_severe)`];
  const [file, concepts] = family;
  const concept = concepts.find((c) => c.id === id);
  if (concept === undefined) return [];
  const out = [`${id}  (packages/triage/src/lexicon/${file}.ts)`];
  const w = Object.entries(concept.w);
  out.push(
    `weights: ${w.length === 0 ? 'none (a building block of rules)' : w.map(([k, v]) => `${k} ${v}`).join(', ')}`,
  );
  for (const lang of LEX_LANGS) {
    const forms = concept[lang] ?? [];
    out.push(`${LANG_NAMES[lang]} (${forms.length}): ${forms.join(' · ') || '-'}`);
  }
  const mentions = (groups: readonly (readonly string[])[], unless: readonly string[] = []) =>
    groups.some((g) => g.includes(id)) || unless.includes(id);
  const section = (title: string, lines: string[]) => {
    out.push(`${title} (${lines.length})`);
    for (const l of lines) out.push(`  ${l}`);
  };
  const unlessOf = (u?: readonly string[]) => (u === undefined ? '' : `  unless ${u.join(' | ')}`);
  section(
    'combinations',
    COMBOS.filter((c) => c.all.some((a) => a.split('|').includes(id))).map(
      (c) =>
        `${c.all.join(' + ')} -> ${Object.entries(c.w)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
    ),
  );
  section(
    'derivations',
    DERIVED.filter((d) => d.add === id || mentions(d.when, d.unless)).map(
      (d) => `${show(d.when)}${unlessOf(d.unless)} -> ${d.add}`,
    ),
  );
  section(
    'red flags',
    RED_FLAGS.filter((r) => mentions(r.when, r.unless)).map(
      (r) => `${show(r.when)}${unlessOf(r.unless)} -> ${r.reason}`,
    ),
  );
  section(
    'follow-up questions',
    ASK_RULES.filter((r) => mentions(r.when, r.unless)).map(
      (r) => `${show(r.when)}${unlessOf(r.unless)} -> ask ${r.question} (${r.reason})`,
    ),
  );
  const notes: string[] = [];
  if (Object.hasOwn(NEGATED_MEANS, id)) notes.push(`denied, it means ${NEGATED_MEANS[id]}`);
  if (NEVER_NEGATED.has(id)) notes.push('never taken as denied');
  if (CHILD_COMPLAINTS.includes(id)) notes.push("a child's complaint: votes for pediatrics");
  if (INFANT_COMPLAINTS.includes(id)) notes.push("a baby's complaint: votes for pediatrics");
  if ((MANY_JOINTS.concepts as readonly string[]).includes(id)) notes.push('counts towards several joints');
  section('other rules', notes);
  return out;
}

const ids = process.argv.slice(2);
if (ids.length === 0) {
  console.error('usage: npm run triage:concept -- ID [ID...]');
  process.exitCode = 1;
}
for (const id of ids) console.info(`${describe(id).join('\n')}\n`);
