import { type ResolveFnOutput, registerHooks } from 'node:module';

// Node re-reads a package's whole `exports` map (a JSON.parse of it) every time it works out the
// format of one of the package's files. drizzle-orm's map is 180 KB and the server loads some 400
// of its files: 1.5 to 3 seconds of the start, and 90 MB of garbage that stays as resident memory.
// Its files import each other by relative `.js` paths and the package is all ES modules
// ("type": "module"), so those imports are resolved here without the map; and its entry points
// (`drizzle-orm`, `drizzle-orm/pg-core`...) are resolved once for all our files rather than once
// per importing file.
const PACKAGE = '/node_modules/drizzle-orm/';
const NAME = 'drizzle-orm';

export function resolveLargePackagesFast(): void {
  const entries = new Map<string, ResolveFnOutput>();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (relative && specifier.endsWith('.js') && parent?.includes(PACKAGE)) {
        return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
      }
      if (specifier !== NAME && !specifier.startsWith(`${NAME}/`)) return nextResolve(specifier, context);
      // Every importer outside node_modules finds the one hoisted copy.
      if (parent?.includes('/node_modules/')) return nextResolve(specifier, context);
      const key = `${specifier}\0${context.conditions.join(',')}`;
      const known = entries.get(key);
      if (known) return { ...known, shortCircuit: true };
      const entry = nextResolve(specifier, context);
      entries.set(key, entry);
      return entry;
    },
  });
}
