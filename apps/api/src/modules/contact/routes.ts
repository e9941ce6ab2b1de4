import { contactBody, contactResponse } from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { groupIssues } from '#api/lib/error-handler.ts';
import { HttpError } from '#api/lib/errors.ts';
import { createRateLimiter, type Limit, waitText } from '#api/lib/rate-limit/index.ts';
import { insertContactMessage } from './repository.ts';

const MESSAGES_PER_IP: Limit = { name: 'contact-ip', limit: 10, windowMs: 60 * 60 * 1000 };

const contactError = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

/**
 * The contact form's client reads `msg` on success and `message` on failure, so its validation
 * error carries the first message as `message` and every field's messages under `errors`.
 */
export async function contactRoutes(app: FastifyInstance) {
  const limits = createRateLimiter(app.deps);
  const handler = async (request: { body: unknown; ip: string }) => {
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
    return { msg: 'Your message has been sent. We will get back to you soon.' };
  };
  // The body is validated in the handler, for the error shape above.
  const schema = { tags: ['contact'], response: { 201: contactResponse, 400: contactError } };
  for (const url of ['/contact-us/', '/base/contact-us/']) {
    app.post(url, { schema }, async (request, reply) => reply.status(201).send(await handler(request)));
  }
}
