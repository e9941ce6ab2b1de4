import { spawn } from 'node:child_process';
import { ensureWebBuild } from './lib/web-build.ts';

// `npm start`: build what is missing, then serve the web app and the API on one port.
await ensureWebBuild();
const server = spawn(process.execPath, ['apps/api/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
