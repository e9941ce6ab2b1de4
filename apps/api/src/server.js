import { enableCompileCache } from 'node:module';

// The server's entry. Node keeps the compiled code of every module on disk (in the system's
// temporary folder), TypeScript already stripped, so a restart skips parsing and compiling. This
// file is plain JavaScript so that such a restart never loads Node's TypeScript stripper: that
// alone costs some 20 MB of resident memory and part of the start. It runs before any import.
enableCompileCache();
const { resolveLargePackagesFast } = await import('./lib/startup/module-resolution.ts');
resolveLargePackagesFast();
await import('./main.ts');
