import type { RecommendationResponse } from '@reayah/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { recommendationQuery } from './api/get-recommendation.ts';
import { SEARCH_NS } from './search-i18n.ts';

export type SearchView =
  | { kind: 'no-query' }
  | { kind: 'loading' }
  | { kind: 'notice'; text: string }
  /** Too many searches: the search runs again by itself at `until` (epoch milliseconds). */
  | { kind: 'wait'; until: number; retry: () => void }
  | { kind: 'failed' }
  | { kind: 'ready'; data: RecommendationResponse };

/** What a client error's body says about itself: 429 {detail}, 400 {input: [message]}. */
function serverText(error: ApiError): string | null {
  if (error.status === 429) return error.body.detail ?? error.message;
  const input = error.body.input;
  if (error.status === 400 && Array.isArray(input) && typeof input[0] === 'string') return input[0];
  return null;
}

/** Failures with no message of their own for the page: they raise the 'Oops...' alert. */
function isUnexpected(error: Error | null): boolean {
  if (error === null) return false;
  return !(error instanceof ApiError && serverText(error) !== null);
}

/**
 * The recommendation for `q`, for a patient or a visitor alike, as one of the page's states;
 * other failures raise the 'Oops...' alert.
 */
export function useSearchResults(q: string): SearchView {
  const { t } = useTranslation(SEARCH_NS);
  const query = useQuery(recommendationQuery(q));
  const error = query.error;
  const apiError = error instanceof ApiError ? error : null;
  const text = apiError ? serverText(apiError) : null;

  useEffect(() => {
    if (isUnexpected(error))
      void showAlert({ icon: 'error', title: t('errors.title'), text: t('errors.text') });
  }, [error, t]);

  if (!q) return { kind: 'no-query' };
  if (query.data) return { kind: 'ready', data: query.data };
  // Searching again after a refusal: the refusal is still the query's error until the answer.
  if (query.isFetching) return { kind: 'loading' };
  if (apiError?.status === 429 && apiError.retryAfter !== null) {
    const until = query.errorUpdatedAt + apiError.retryAfter * 1000;
    return { kind: 'wait', until, retry: () => void query.refetch() };
  }
  if (text) return { kind: 'notice', text };
  if (error) return { kind: 'failed' };
  return { kind: 'loading' };
}
