import { contactBody } from '@reayah/contracts';
import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { groupIssues } from '#api/lib/error-handler.ts';
import { HttpError } from '#api/lib/errors.ts';
import { createRateLimiter, type Limit, waitText } from '#api/lib/rate-limit/index.ts';
import { serve } from '#api/lib/routes/serve.ts';
import { insertContactMessage } from './repository.ts';

const MESSAGES_PER_IP: Limit = { name: 'contact-ip', limit: 10, windowMs: 60 * 60 * 1000 };

export async function contactRoutes(app: FastifyInstance) {
  const limits = createRateLimiter(app.deps);
  // The body is checked here rather than by the schema: the contact form's client reads the first
  // message as `message` and every field's messages under `errors`.
  serve(
    app,
    routes.contact.send,
    async ({ request, reply }) => {
      const hit = await limits.hit(MESSAGES_PER_IP, request.ip);
      if (!hit.allowed) {
        throw new HttpError(
          429,
          {
            message: `You have sent several messages already. Try again in ${waitText(hit.retryAfterSeconds)}.`,
          },
          { 'retry-after': String(hit.retryAfterSeconds) },
        );
      }
      const parsed = contactBody.safeParse(request.body ?? {});
      if (!parsed.success) {
        const errors = groupIssues(
          parsed.error.issues.map((i) => ({ params: { issue: { path: i.path, message: i.message } } })),
        );
        const first = Object.values(errors)[0]?.[0] ?? 'Invalid request';
        throw new HttpError(400, { message: first, errors });
      }
      const { full_name, email, subject, message } = parsed.data;
      await insertContactMessage(app.deps.db, { fullName: full_name, email, subject, message });
      return reply.status(201).send({ msg: 'Your message has been sent. We will get back to you soon.' });
    },
    { ownBodyCheck: true },
  );
}
