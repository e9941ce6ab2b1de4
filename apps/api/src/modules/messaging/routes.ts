import {
  conversationFileParams,
  conversationList,
  conversationParams,
  detailSchema,
  messagePage,
  messageResponse,
  messagesQuery,
  postMessageBody,
  readBody,
  threadNoteBody,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '#api/lib/auth/guards.ts';
import { contentDisposition, downloadName } from '../patient/files/download.ts';
import { createMessagingService } from './service.ts';
import { openSharedFile } from './shared-files.ts';
import { createThreadNote } from './thread-note.ts';

const tags = ['messages'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };
const errors = { 400: validationErrorSchema, ...denied };

/** The Inbox of patients and doctors: `/api/conversations/...`. */
export async function messagingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const messaging = createMessagingService(app.deps);

  app.get(
    '/conversations/',
    { schema: { tags, response: { 200: conversationList, ...denied } } },
    (request) => messaging.list(requireUser(request)),
  );

  app.get(
    '/conversations/:conversationId/messages/',
    {
      schema: {
        tags,
        params: conversationParams,
        querystring: messagesQuery,
        response: { 200: messagePage, ...errors },
      },
    },
    (request) => messaging.page(requireUser(request), request.params.conversationId, request.query.before),
  );

  app.post(
    '/conversations/:conversationId/messages/',
    {
      schema: {
        tags,
        description:
          'Text up to MESSAGE_MAX_LENGTH (4000) characters, and optionally one file of the patient.',
        params: conversationParams,
        body: postMessageBody,
        response: { 200: messageResponse, 201: messageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await messaging.post(requireUser(request), request.params.conversationId, request.body);
      return reply.status(result.created ? 201 : 200).send(result.message);
    },
  );

  app.post(
    '/conversations/:conversationId/read/',
    {
      schema: {
        tags,
        params: conversationParams,
        body: readBody,
        response: { 200: z.object({ marked: z.number() }), ...errors },
      },
    },
    (request) => messaging.read(requireUser(request), request.params.conversationId, request.body.up_to),
  );

  // The patient's say over a conversation: block (or unblock) the doctor, or leave it for good.
  const choices = [
    ['post', 'block', messaging.block, 'The doctor can no longer post here until the patient unblocks.'],
    ['delete', 'block', messaging.unblock, 'The doctor can post here again.'],
    ['post', 'leave', messaging.leave, 'Hidden from the patient, and the doctor can no longer post here.'],
  ] as const;
  for (const [method, path, choose, description] of choices) {
    app.route({
      method: method.toUpperCase(),
      url: `/conversations/:conversationId/${path}/`,
      schema: { tags, description, params: conversationParams, response: { 204: z.null(), ...denied } },
      handler: async (request, reply) => {
        await choose(requireUser(request), request.params.conversationId);
        return reply.status(204).send(null);
      },
    });
  }

  app.post(
    '/conversations/:conversationId/consultation/',
    {
      schema: {
        tags,
        params: conversationParams,
        body: threadNoteBody,
        response: { 201: z.object({ id: z.number() }), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createThreadNote(app.deps, requireUser(request), request.params.conversationId, request.body),
        ),
  );

  app.get(
    '/conversations/:conversationId/files/:fileId/',
    {
      schema: {
        tags,
        params: conversationFileParams,
        produces: ['application/octet-stream'],
        response: { 200: z.any(), ...denied },
      },
    },
    async (request, reply) => {
      const { conversationId, fileId } = request.params;
      const { row, body } = await openSharedFile(app.deps, requireUser(request), conversationId, fileId);
      return reply
        .header('Content-Type', row.contentType)
        .header('Content-Length', String(row.size))
        .header('Content-Disposition', contentDisposition(downloadName(row.name, row.contentType)))
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
}
