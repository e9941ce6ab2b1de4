import { checks } from './cluster/checks.ts';
import { startStack } from './cluster/stack.ts';

// `npm run test:cluster`: PostgreSQL, an S3 test server, three API processes and nginx, and the
// checks that several processes behave as one (see deploy/README.md).
const base = Number(process.env.CLUSTER_PORT ?? 4300);
const only = process.argv[2];
const started = performance.now();
const stack = await startStack(base);
process.stdout.write(
  `Cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s: nginx on ${stack.proxy}, ${stack.apis.length} API processes\n`,
);
let passed = 0;
let failed = 0;
try {
  for (const check of checks.filter((c) => !only || c.name.includes(only))) {
    try {
      await check.run(stack);
      passed++;
      process.stdout.write(`  ✓ ${check.name}\n`);
    } catch (error) {
      failed++;
      process.stdout.write(`  ✗ ${check.name}\n    ${(error as Error).message}\n`);
    }
  }
} finally {
  await stack.stop();
}
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
