import { spawn } from 'node:child_process';
import { API_NODE_ARGS } from '../apps/api/src/lib/startup/node-args.ts';
import { ensureWebBuild } from './lib/web-build.ts';

// `npm start`: build what is missing, then serve the web app and the API on one port.
await ensureWebBuild();
const server = spawn(process.execPath, [...API_NODE_ARGS, 'apps/api/src/server.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
