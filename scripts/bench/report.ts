import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import type { ApiReport, Row } from './api.ts';

export const BENCH_FILE = 'docs/benchmarks.md';

export function machine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM, Linux ${release()}, Node ${process.version}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} when written (the machine is shared)`;
}

export interface Target {
  name: string;
  ok: boolean;
}

/** The targets, judged on a run at 100,000 doctors or more on PostgreSQL. */
export function targets(report: ApiReport): Target[] {
  const out: Target[] = [];
  const full = report.database === 'PostgreSQL' && report.size.doctors >= 100_000;
  for (const r of report.rows) {
    if (r.kind === 'search' && full) {
      out.push({ name: `${r.name}: ≥ 1,000 req/s (${r.rps.toFixed(0)})`, ok: r.rps >= 1000 });
      if (r.atRate)
        out.push({ name: `${r.name}: p99 < 50 ms at 500/s (${r.atRate.p99} ms)`, ok: r.atRate.p99 < 50 });
    }
    if (r.kind === 'one-row' && report.database === 'PostgreSQL') {
      out.push({ name: `${r.name}: ≥ 25 % of bare (${(r.ratio * 100).toFixed(1)} %)`, ok: r.ratio >= 0.25 });
      if (r.atRate)
        out.push({ name: `${r.name}: p99 < 25 ms at 1,000/s (${r.atRate.p99} ms)`, ok: r.atRate.p99 < 25 });
    }
  }
  out.push({
    name: `${report.database}: cold start < 1.5 s (${(report.coldStartMs / 1000).toFixed(2)} s)`,
    ok: report.coldStartMs < 1500,
  });
  if (report.database === 'PostgreSQL')
    out.push({
      name: `RSS at rest < 200 MB (${report.rssRestMb.toFixed(0)} MB)`,
      ok: report.rssRestMb < 200,
    });
  return out;
}

/** Processor µs per request: server · database · load generator (– where the server holds the database). */
function cpuCell(r: Row): string {
  const { server, database, loadGenerator } = r.cpu;
  return [server, database, loadGenerator].map((us) => (us === null ? '–' : us.toFixed(0))).join(' · ');
}

function table(rows: Row[]): string[] {
  const out = [
    '| call | req/s | p50 ms | p99 ms | of bare | p99 at fixed rate | not 2xx | CPU µs/req |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
  ];
  for (const r of rows) {
    const fixed = r.atRate ? `${r.atRate.p99} ms at ${r.atRate.rate}/s` : '';
    out.push(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.ratio * 100).toFixed(1)} % | ${fixed} | ${r.failed} | ${cpuCell(r)} |`,
    );
  }
  out.push(
    '',
    'CPU µs/req: processor time per request at full speed, of the server · the database server (– when it runs inside the API) · the load generator, all on the same cores.',
  );
  return out;
}

/** One-row reads against the bare route that reads one row: how much our own code costs. */
function ceilingLine(rows: Row[]): string[] {
  const ceiling = rows.find((r) => r.kind === 'ceiling');
  if (!ceiling) return [];
  const reads = rows
    .filter((r) => r.kind === 'one-row')
    .map((r) => `${r.name} ${((100 * r.rps) / ceiling.rps).toFixed(0)} %`);
  return [`Of the one-row ceiling (${ceiling.rps.toFixed(0)} req/s): ${reads.join(', ')}.`, ''];
}

export function section(label: string, reports: ApiReport[], note: string): string {
  const lines = [`## ${label}`, '', `${new Date().toISOString().slice(0, 16)} UTC. ${machine()}.`, ''];
  if (note) lines.push(note, '');
  for (const r of reports) {
    const s = r.size;
    lines.push(
      `### ${r.database}: ${s.doctors.toLocaleString('en')} doctors, ${s.slots.toLocaleString('en')} slots, ${s.patients.toLocaleString('en')} patients, ${s.files.toLocaleString('en')} files`,
      '',
      `Seeded in ${r.seedSeconds.toFixed(0)} s. Cold start ${r.coldStartMs.toFixed(0)} ms, slowest answer in the first second after it ${r.firstSecondWorstMs.toFixed(0)} ms. RSS at rest ${r.rssRestMb.toFixed(0)} MB, under load ${r.rssLoadMb.toFixed(0)} MB.`,
      '',
      ...table(r.rows),
      '',
      ...ceilingLine(r.rows),
    );
  }
  return lines.join('\n');
}

/** Replaces the section with the same label in docs/benchmarks.md, or appends it. */
export function writeSection(label: string, body: string): void {
  const header =
    '# Benchmarks\n\nWritten by `npm run bench` (see scripts/bench/). Each section is one run.\n';
  const text = existsSync(BENCH_FILE) ? readFileSync(BENCH_FILE, 'utf8') : header;
  const parts = text.split(/\n(?=## )/);
  const index = parts.findIndex((p) => p.startsWith(`## ${label}\n`));
  if (index >= 0) parts[index] = body.trimEnd() + '\n';
  else parts.push(body.trimEnd() + '\n');
  writeFileSync(BENCH_FILE, parts.join('\n').replace(/\n{3,}/g, '\n\n'));
}
