import { enableCompileCache } from 'node:module';
import { resolveLargePackagesFast } from './lib/startup/module-resolution.ts';

// Node keeps the compiled code of every module on disk (in the system's temporary folder), so a
// restart skips parsing and compiling: the first thing to run, before any other import.
enableCompileCache();
resolveLargePackagesFast();
await import('./main.ts');
