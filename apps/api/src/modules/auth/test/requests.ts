import type { TestContext } from '#api/test/harness.ts';

/** A POST through the app of the context `ctx()` returns, with a JSON body when one is given. */
export function poster(ctx: () => TestContext) {
  return (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method: 'POST',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
