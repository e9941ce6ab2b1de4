import type { AdminUser, AuditEntry, ContactMessage, VerificationItem } from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { API_BASE } from '#web/lib/api-paths.ts';

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

const enc = (v: string | number) => encodeURIComponent(String(v));
const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).filter(
      (e): e is [string, string | number] => e[1] !== undefined && e[1] !== '',
    ) as [string, string][],
  ).toString();

export const adminApi = {
  queue: `${API_BASE}/admin/doctors/verification/`,
  verify: (doctorId: number) => `${API_BASE}/admin/doctors/${enc(doctorId)}/verify/`,
  reject: (doctorId: number) => `${API_BASE}/admin/doctors/${enc(doctorId)}/reject/`,
  users: (search: string, page: number) => `${API_BASE}/admin/users/?${qs({ search, page })}`,
  suspend: (userId: number) => `${API_BASE}/admin/users/${enc(userId)}/suspend/`,
  restore: (userId: number) => `${API_BASE}/admin/users/${enc(userId)}/restore/`,
  messages: (status: string, page: number) => `${API_BASE}/admin/contact-messages/?${qs({ status, page })}`,
  mark: (id: number, what: 'read' | 'answered') => `${API_BASE}/admin/contact-messages/${enc(id)}/${what}/`,
  audit: (filter: Record<string, string | number | undefined>) => `${API_BASE}/admin/audit/?${qs(filter)}`,
  setPassword: `${API_BASE}/admin/set-password/`,
} as const;

export const useQueue = () =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'queue'],
      queryFn: ({ signal }) => api<VerificationItem[]>(adminApi.queue, { signal }),
      retry: false,
    }),
  );

export const useUsers = (search: string, page: number) =>
  useQuery({
    queryKey: ['admin', 'users', search, page],
    queryFn: ({ signal }) => api<Page<AdminUser>>(adminApi.users(search, page), { signal }),
  });

export const useMessages = (status: string, page: number) =>
  useQuery({
    queryKey: ['admin', 'messages', status, page],
    queryFn: ({ signal }) => api<Page<ContactMessage>>(adminApi.messages(status, page), { signal }),
  });

export const useAudit = (filter: Record<string, string | number | undefined>) =>
  useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) => api<Page<AuditEntry>>(adminApi.audit(filter), { signal }),
  });

/** A POST that refreshes every administrator list once it succeeds. */
export function useAdminAction<T>(url: (arg: T) => { url: string; body?: object }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (arg: T) => {
      const target = url(arg);
      return api(target.url, { method: 'POST', ...(target.body ? { body: target.body } : {}) });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
