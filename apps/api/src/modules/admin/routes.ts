import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes.ts';
import { adminSetupRoutes } from './accounts/setup-routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { contactMessageRoutes } from './contact/routes.ts';
import { verificationRoutes } from './verification/routes.ts';

/** Administrators: every route but set-password needs an administrator (routes.admin in the table). */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminSetupRoutes);
  await app.register(verificationRoutes);
  await app.register(accountRoutes);
  await app.register(contactMessageRoutes);
  await app.register(auditRoutes);
}
