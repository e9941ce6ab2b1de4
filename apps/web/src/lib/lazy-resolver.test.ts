import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver, VALIDATION_UNAVAILABLE } from './lazy-resolver.ts';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the validation once, at the first check or preload, and then checks with it', async () => {
    const load = vi.fn(async () => valid);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    resolver.preload();
    const result = await resolver({ email: 'amina@example.dz' }, undefined, options);
    expect(result).toEqual({ values: { email: 'amina@example.dz' }, errors: {} });
    await resolver({ email: 'x' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails a check with a root error when the download failed, and tries again at the next', async () => {
    const load = vi.fn<() => Promise<typeof valid>>().mockRejectedValueOnce(new TypeError('offline'));
    load.mockResolvedValue(valid);
    const resolver = lazyResolver(load);
    resolver.preload();
    expect(await resolver({ email: 'a@b.dz' }, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: VALIDATION_UNAVAILABLE, message: '' } },
    });
    await expect(resolver({ email: 'a@b.dz' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.dz' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
