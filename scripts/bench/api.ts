const ROUNDS = 200;
const P95_BUDGET_MS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(label: string, call: () => Promise<Response>) {
  const first = await call();
  if (!first.ok) {
    process.stdout.write(`  ${label}: skipped (answered ${first.status})\n`);
    return null;
  }
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    const res = await call();
    await res.arrayBuffer();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  process.stdout.write(
    `  ${label}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(samples.at(-1) ?? 0).toFixed(1)} ms\n`,
  );
  return { name: `${label} p95 <= ${P95_BUDGET_MS} ms (${p95.toFixed(1)} ms)`, ok: p95 <= P95_BUDGET_MS };
}

/** Server-side latency of the calls a patient makes most, over loopback, on the demo data. */
export async function runApiBench(baseUrl: string) {
  process.stdout.write(`\nAPI latency over ${ROUNDS} sequential requests (demo data, embedded database)\n`);
  const login = await fetch(`${baseUrl}/api/auth/custom_token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'amina.patient@reayah.dz', password: 'demo-pass-2024' }),
  });
  const { access, user } = (await login.json()) as { access: string; user: { id_patient: number } };
  const auth = { authorization: `Bearer ${access}` };
  const runs = [
    await time('doctor search', () => fetch(`${baseUrl}/api/doctor/search/list?search=card`)),
    await time('free slots of a doctor', () =>
      fetch(`${baseUrl}/api/patient/all-bookings/1/`, { headers: auth }),
    ),
    await time('patient bookings', () =>
      fetch(`${baseUrl}/api/patient/${user.id_patient}/bookings`, { headers: auth }),
    ),
    await time('symptom recommendation', () =>
      fetch(`${baseUrl}/api/base/recommendation_doctor/backup/v0/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ input: "j'ai mal au coeur et je suis essoufflé" }),
      }),
    ),
  ];
  return runs.filter((r): r is { name: string; ok: boolean } => r !== null);
}
