import { admin } from '@reayah/contracts/addresses';
import type { QueryOf } from '@reayah/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, slashed } from '#web/lib/api-route.ts';

/** The administrator's actions, each a POST. */
export const adminCalls = {
  verify: (doctorId: number) => call(admin.verification.verify, { params: { doctorId } }),
  reject: ({ doctorId, reason }: { doctorId: number; reason: string }) =>
    call(admin.verification.reject, { params: { doctorId }, body: { reason } }),
  suspend: ({ userId, reason }: { userId: number; reason: string }) =>
    call(admin.accounts.suspend, { params: { userId }, body: { reason } }),
  restore: (userId: number) => call(admin.accounts.restore, { params: { userId } }),
  mark: ({ id, what }: { id: number; what: 'read' | 'answered' }) =>
    call(what === 'read' ? admin.contactMessages.markRead : admin.contactMessages.markAnswered, {
      params: { messageId: id },
    }),
  // With the trailing slash the page has always sent (the server ignores it).
  setPassword: (body: { token: string; password: string }) => call(slashed(admin.setPassword), { body }),
};

export const useQueue = () =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'queue'],
      queryFn: ({ signal }) => call(admin.verification.queue, { signal }),
      retry: false,
    }),
  );

export const useUsers = (search: string, page: number) =>
  useQuery({
    queryKey: ['admin', 'users', search, page],
    queryFn: ({ signal }) => call(admin.accounts.list, { query: { search, page }, signal }),
  });

export const useMessages = (status: 'all' | 'unanswered' | 'answered', page: number) =>
  useQuery({
    queryKey: ['admin', 'messages', status, page],
    queryFn: ({ signal }) => call(admin.contactMessages.list, { query: { status, page }, signal }),
  });

export const useAudit = (filter: QueryOf<typeof admin.audit>) =>
  useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) => call(admin.audit, { query: filter, signal }),
  });

/** An action that refreshes every administrator list once it succeeds. */
export function useAdminAction<T>(send: (arg: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
