import type { DoctorSearchResponse } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { urlOf } from '#web/lib/api-route.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';

export interface DirectoryQuery {
  /** A name, a specialty in everyday words, a place. */
  q: string;
  /** A wilaya's number ("16"), or empty for all of Algeria. */
  wilaya: string;
}

/** The address of the directory's first page for a search (the prerendered page preloads it). */
export const firstPage = ({ q, wilaya }: DirectoryQuery) =>
  urlOf(addresses.doctorDirectory.search, { query: { search: q, wilaya } });

/** The public doctor directory, a page at a time: each answer links to the next. */
export function useDirectory(query: DirectoryQuery) {
  return useInfiniteQuery({
    queryKey: [...sharedKeys.doctorSearches, 'directory', query.q, query.wilaya],
    initialPageParam: firstPage(query),
    queryFn: ({ pageParam, signal }) => api<DoctorSearchResponse>(pageParam, { signal }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
