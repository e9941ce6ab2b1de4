import {
  type ContactMessage,
  contactMessageSchema,
  contactMessagesQuery,
  contactMessagesSchema,
  detailSchema,
  messageIdParams,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '#api/lib/auth/guards.ts';
import { notFound } from '#api/lib/errors.ts';
import { listMessages, markMessage, type MessageRow } from './repository.ts';

const tags = ['admin'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };
const PAGE_SIZE = 25;

const toMessage = (r: MessageRow): ContactMessage => ({
  id: r.id,
  full_name: r.fullName,
  email: r.email,
  subject: r.subject,
  message: r.message,
  created_at: r.createdAt.toISOString(),
  read_at: r.readAt?.toISOString() ?? null,
  answered_at: r.answeredAt?.toISOString() ?? null,
});

/** Messages from the public contact form: list, read (marks read), mark answered. */
export async function contactMessageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = app.deps;

  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags,
        querystring: contactMessagesQuery,
        response: { 200: contactMessagesSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { status, page } = request.query;
      const found = await listMessages(db, status, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
      const link = (p: number) => `/api/admin/contact-messages/?status=${status}&page=${p}`;
      return {
        count: found.count,
        next: page * PAGE_SIZE < found.count ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results: found.rows.map(toMessage),
      };
    },
  );

  for (const [suffix, answered] of [
    ['read', false],
    ['answered', true],
  ] as const) {
    app.post(
      `/admin/contact-messages/:messageId/${suffix}`,
      { schema: { tags, params: messageIdParams, response: { 200: contactMessageSchema, ...denied } } },
      async (request) => {
        requireAdmin(request);
        const row = await markMessage(db, request.params.messageId, now(), answered);
        if (!row) throw notFound('Message not found.');
        return toMessage(row);
      },
    );
  }
}
