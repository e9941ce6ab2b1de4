import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

// `npm run fuzz -- --runs 100000 [--seed 42]`: the API fuzz test of `npm test`, as long as asked.
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '50000' }, seed: { type: 'string' } },
});
const result = spawnSync('npx', ['vitest', 'run', '--project', 'int', 'apps/api/src/test/fuzz'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: values.runs, ...(values.seed ? { FUZZ_SEED: values.seed } : {}) },
});
process.exitCode = result.status ?? 1;
