import * as addresses from '@reayah/contracts/addresses';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';
import { call } from '#web/lib/api-route.ts';

/** The recommendation: POST {input} -> recommended specialty, doctors, top three, red flag. */
export function getRecommendation(input: string, signal?: AbortSignal) {
  return call(addresses.recommendation.recommend, { body: { input }, ...(signal ? { signal } : {}) });
}

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Runs with a query, signed in or not; the answer for a text does not change. */
export function recommendationQuery(q: string) {
  return queryOptions({
    queryKey: ['recommendation', q],
    queryFn: ({ signal }) => getRecommendation(q, signal),
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: (count, error) => !isClientError(error) && count < 1,
  });
}
