import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../accounts.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { hostileText, jsonBody, multipartBody, type Operation, operationsOf, segment } from './requests.ts';

// Property: no request, however mutated, gets a 5xx. FUZZ_RUNS sets how many requests (5,000 in
// npm test; `npm run fuzz -- --runs N` for more); a failure prints its seed and the request.
const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

let ctx: TestContext;
let patient: TestAccount;
let doctor: TestAccount;
let operations: Operation[];
beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      LOGIN_LIMIT_PER_IP: '1000000',
      SIGN_UP_LIMIT_PER_IP: '1000000',
      CHECK_EMAIL_LIMIT_PER_IP: '1000000',
      VISITOR_LIMIT_PER_IP: '1000000',
    },
  });
  patient = await createAccount(ctx, 'patient');
  doctor = await createAccount(ctx, 'doctor');
  const document = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  // Signing out would only end the session the rest of the run uses; the event stream never ends.
  operations = operationsOf(document).filter((op) => !/logout|\/events\b/.test(op.path));
});
afterAll(async () => {
  await ctx.close();
});

function urlOf(op: Operation, segments: string[], query: Record<string, string>): string {
  let i = 0;
  const path = op.path.replace(/\{[^}]+\}|:[A-Za-z_]+/g, () => encodeURIComponent(segments[i++] ?? '1'));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

it(
  `answers ${RUNS} mutated requests over every operation without a 5xx`,
  { timeout: 30 * 60_000 },
  async () => {
    expect(operations.length).toBeGreaterThan(40);
    const own = [String(patient.patientId), String(doctor.doctorId), '1'];
    let sent = 0;
    const request = fc.constantFrom(...operations).chain((op) =>
      fc.record({
        op: fc.constant(op),
        who: fc.constantFrom('anonymous', 'patient', 'doctor'),
        segments: fc.array(segment(own), { minLength: 4, maxLength: 4 }),
        query: fc.dictionary(
          fc.oneof(fc.constantFrom(...op.queryParams, 'page'), fc.string({ maxLength: 6 })),
          hostileText,
          {
            maxKeys: 3,
          },
        ),
        body: op.multipart ? multipartBody(op.bodyFields) : jsonBody(op.bodyFields),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ op, who, segments, query, body }) => {
        const url = urlOf(op, segments, query);
        const account = who === 'patient' ? patient : who === 'doctor' ? doctor : null;
        const hasBody = !['GET', 'HEAD', 'DELETE'].includes(op.method);
        const answer = ctx.app.inject({
          method: op.method as 'GET',
          url,
          headers: {
            ...(account?.auth ?? {}),
            ...(hasBody
              ? { 'content-type': op.multipart ? 'multipart/form-data; boundary=FZ' : 'application/json' }
              : {}),
          },
          ...(hasBody
            ? { payload: typeof body === 'string' && op.multipart ? body : JSON.stringify(body) }
            : {}),
        });
        const late = new Promise<never>((_, reject) => {
          setTimeout(
            () => reject(new Error(`${op.method} ${url} as ${who}: no answer in 20 s`)),
            20_000,
          ).unref();
        });
        const res = await Promise.race([answer, late]);
        sent += 1;
        if (res.statusCode >= 500) {
          throw new Error(
            `${op.method} ${url} as ${who} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
          );
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS);
  },
);
