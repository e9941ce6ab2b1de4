import type { FastifyInstance } from 'fastify';
import { careRequestRoutes } from './care-requests/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { folderRoutes } from './folders/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { recordsRoutes } from './records/routes.ts';
import { sharingRoutes } from './sharing/routes.ts';

/** The patient's own area: every route answers only the signed-in patient (see lib/auth/guards.ts). */
export async function patientRoutes(app: FastifyInstance) {
  await app.register(profileRoutes);
  await app.register(folderRoutes);
  await app.register(fileRoutes);
  await app.register(sharingRoutes);
  await app.register(careRequestRoutes);
  await app.register(recordsRoutes);
}
