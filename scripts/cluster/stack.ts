import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_NODE_ARGS } from '../../apps/api/src/lib/startup/node-args.ts';
import { type BenchProcess, startProcess } from '../bench/process.ts';
import { startTempPostgres, type TempPostgres } from '../lib/postgres.ts';

// PostgreSQL, an S3 test server, N API processes and nginx in front: the several-server setup of
// deploy/, on one machine.

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (o: Record<string, unknown>) => S3rverInstance;

export const JWT_SECRET = 'cluster-secret-cluster-secret-cluster-secret-42';
export const LOGIN_LIMIT = 10;
const NGINX = '/usr/sbin/nginx';

export interface Stack {
  proxy: string;
  apis: BenchProcess[];
  postgres: TempPostgres;
  stop(): Promise<void>;
}

function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  process.stdout.write('nginx is missing; installing nginx-light from Debian...\n');
  spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'inherit' });
}

function nginxConf(dir: string, port: number, upstreams: number[]): string {
  return `worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 21m;
  upstream reayah_api {
    ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://reayah_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

export async function startStack(basePort: number, processes = 3): Promise<Stack> {
  ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'reayah-cluster-'));
  const postgres = await startTempPostgres();
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: 'reayah-cluster' }],
  });
  const { port: s3Port } = await s3.run();
  const env = (i: number): NodeJS.ProcessEnv => ({
    DATA_DIR: join(dir, `api-${i}`),
    DATABASE_URL: postgres.url,
    S3_BUCKET: 'reayah-cluster',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    JWT_SECRET,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    LOGIN_LIMIT_PER_IP: String(LOGIN_LIMIT),
    SIGN_UP_LIMIT_PER_IP: '100000',
    CHECK_EMAIL_LIMIT_PER_IP: '100000',
    VISITOR_LIMIT_PER_IP: '100000',
    HOST: '127.0.0.1',
  });
  const ports = Array.from({ length: processes }, (_, i) => basePort + 1 + i);
  // All start at once: migrations and reference data must cope with each other.
  const apis = await Promise.all(
    ports.map((p, i) => startProcess('apps/api/src/server.js', p, env(i), '/api/health', API_NODE_ARGS)),
  );
  writeFileSync(join(dir, 'nginx.conf'), nginxConf(dir, basePort, ports));
  const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const proxy = `http://127.0.0.1:${basePort}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${proxy}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    proxy,
    apis,
    postgres,
    async stop() {
      nginx.kill('SIGTERM');
      await Promise.all(apis.map((a) => a.stop()));
      await s3.close();
      postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
