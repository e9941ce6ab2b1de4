import { addresses } from '@reayah/contracts/addresses';
import { describe, expect, it } from 'vitest';
import { urlOf } from './api-route.ts';
import { sessionPaths } from './api-paths.ts';

describe('the paths the first paint calls', () => {
  it('are the route table’s', () => {
    expect(sessionPaths).toEqual({
      refresh: urlOf(addresses.auth.refresh),
      logout: urlOf(addresses.auth.logout),
      me: urlOf(addresses.auth.updateMe),
    });
  });
});
