import type * as TriageModule from '@reayah/triage';
import type { Deps } from '#api/deps.ts';
import { createPublicCache } from '#api/lib/public-cache.ts';
import { specializations } from '#api/db/schema/index.ts';
import { writeRecommendation } from './answer.ts';

const DOCTORS_LIMIT = 20;
const TOP = 3;
/** The least score at which a specialty is offered beside the first. */
const RUNNER_UP_FLOOR = 0.05;

// The symptom engine builds its tables when loaded, which takes longer than the rest of the
// server's start: it loads on the first recommendation, or just after the server listens.
let engine: Promise<typeof TriageModule> | null = null;
export function loadTriage() {
  engine ??= import('@reayah/triage');
  return engine;
}

type Specialty = { id: number; code: string; name: string };

/** From a patient's own words to a specialty, its doctors (certified first) and any red flag. */
export function createRecommender(deps: Pick<Deps, 'db' | 'config' | 'now' | 'directory'>) {
  const { db } = deps;
  // Each specialty's first doctors (their cards as JSON) are the public directory, kept as its
  // answers are (decision 0016).
  const doctorsOf = createPublicCache<string[]>({
    ttlMs: deps.config.PUBLIC_CACHE_SECONDS * 1000,
    now: deps.now,
    maxEntries: 100,
  });
  // The specialties are reference data, written at start and never changed while the server runs:
  // read once per process (a failed read is tried again on the next request).
  let specialtyTable: Promise<Map<string, Specialty>> | null = null;
  const specialtiesByCode = () =>
    (specialtyTable ??= db
      .select({ id: specializations.id, code: specializations.code, name: specializations.name })
      .from(specializations)
      .then((rows) => new Map(rows.map((r) => [r.code, r])))
      .catch((error: unknown) => {
        specialtyTable = null;
        throw error;
      }));

  /** The answer as JSON text (see answer.ts). */
  return async function recommend(input: string): Promise<string> {
    const { triage } = await loadTriage();
    const result = triage(input);
    const byCode = await specialtiesByCode();
    // A runner-up is offered only when the engine read something for it: one scored as the
    // specialties left out is no more likely than any of them (text it did not understand), and
    // one under one chance in twenty is noise beside a clear first ('a molar aches': not the
    // rheumatologist).
    const leftOut = result.ranked[TOP]?.score ?? 0;
    const offered = result.ranked
      .slice(0, TOP)
      .filter((t, i) => i === 0 || (t.score > leftOut && t.score >= RUNNER_UP_FLOOR));
    const specialties = offered.flatMap((t) => {
      const row = byCode.get(t.code);
      return row
        ? [{ id: row.id, code: row.code, name: row.name, score: Math.round(t.score * 1000) / 1000 }]
        : [];
    });
    const best = specialties[0];
    return writeRecommendation({
      'Recommended specialty': best?.name ?? 'General Medicine',
      doctors: best
        ? await doctorsOf.get(String(best.id), () =>
            deps.directory.ofSpecialty(best.id, DOCTORS_LIMIT, deps.now()),
          )
        : [],
      specialties,
      confidence: Math.round(result.confidence * 1000) / 1000,
      urgent: result.urgent,
      urgent_reason: result.urgentReason,
      follow_up: result.ask && {
        question: result.ask.question,
        escalate_on: result.ask.escalateOn,
        reason: result.ask.reason,
        screen: result.ask.screen.map((s) => ({ item: s.item, reason: s.reason })),
      },
      helpline: result.helpline,
    });
  };
}
