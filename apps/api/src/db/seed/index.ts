import type { Deps } from '#api/deps.ts';
import { type DemoLogin, seedDemo } from './demo.ts';
import { seedSpecialties } from './reference.ts';

export { DEMO_PASSWORD } from './demo.ts';

export async function seedReferenceData(deps: Pick<Deps, 'db'>): Promise<void> {
  await seedSpecialties(deps.db);
}

/** The demo logins, or null when the database already holds real accounts and nothing was seeded. */
export async function seedDemoData(deps: Deps): Promise<{ logins: DemoLogin[] } | null> {
  const logins = await seedDemo(deps);
  return logins ? { logins } : null;
}
