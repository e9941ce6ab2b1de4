import { describe, expect, it } from 'vitest';
import { queryClient } from '#web/lib/query-client.ts';

// The setup file clears the app's query client after every test: these two run in order, the
// second seeing nothing of what the first cached or left pending.

describe("the app's query client between tests", () => {
  it('keeps what a test caches while the test runs', () => {
    queryClient.setQueryData(['profile', 7], { full_name: 'Amina Benali' });
    queryClient.getMutationCache().build(queryClient, { mutationKey: ['save'] });
    expect(queryClient.getQueryData(['profile', 7])).toEqual({ full_name: 'Amina Benali' });
  });

  it('starts the next test with no query and no mutation', () => {
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
  });
});
