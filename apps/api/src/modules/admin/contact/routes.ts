import type { ContactMessage } from '@reayah/contracts';
import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { notFound } from '#api/lib/errors.ts';
import { serve } from '#api/lib/routes/serve.ts';
import { listMessages, markMessage, type MessageRow } from './repository.ts';

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
export async function contactMessageRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  const table = routes.admin.contactMessages;

  serve(app, table.list, async ({ query }) => {
    const { status, page } = query;
    const found = await listMessages(db, status, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    const link = (p: number) => `/api/admin/contact-messages/?status=${status}&page=${p}`;
    return {
      count: found.count,
      next: page * PAGE_SIZE < found.count ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: found.rows.map(toMessage),
    };
  });

  for (const [spec, answered] of [
    [table.markRead, false],
    [table.markAnswered, true],
  ] as const) {
    serve(app, spec, async ({ params }) => {
      const row = await markMessage(db, params.messageId, now(), answered);
      if (!row) throw notFound('Message not found.');
      return toMessage(row);
    });
  }
}
