import { pathsOf, routes } from '@reayah/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `/doctor/:doctorId/` as OpenAPI writes it: `/api/doctor/{doctorId}/`. */
function documented(path: string): string {
  return `/api${path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;
}

describe('the route table and the server', () => {
  let ctx: TestContext;
  let served: Set<string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>>;
    }>();
    served = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        METHODS.filter((m) => ops[m]).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
  });
  afterAll(() => ctx.close());

  it('serves every path of the table, with its method', () => {
    const missing = pathsOf(routes)
      .map((r) => `${r.method} ${documented(r.path)}`)
      .filter((r) => !served.has(r));
    expect(missing).toEqual([]);
  });

  it('serves no route that is not in the table', () => {
    const inTable = new Set(pathsOf(routes).map((r) => `${r.method} ${documented(r.path)}`));
    const outside = [...served].filter((r) => !inTable.has(r)).sort();
    expect(outside).toEqual([]);
  });
});
