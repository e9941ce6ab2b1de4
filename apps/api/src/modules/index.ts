import type { FastifyInstance } from 'fastify';
import { accountDataRoutes } from './account-data/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { assistantRoutes } from './assistants/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { appointmentRoutes } from './appointments/index.ts';
import { contactRoutes } from './contact/routes.ts';
import { doctorRoutes } from './doctor/index.ts';
import { doctorDirectoryRoutes } from './doctor-directory/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { messagingRoutes } from './messaging/routes.ts';
import { patientRoutes } from './patient/routes.ts';
import { prescriptionRoutes } from './prescriptions/routes.ts';
import { privacyRoutes } from './privacy/routes.ts';
import { recommendationRoutes } from './recommendation/routes.ts';
import { relativesRoutes } from './relatives/routes.ts';
import { visitRoutes } from './visits/routes.ts';

/** Every domain's routes, mounted under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(contactRoutes);
  await app.register(mediaRoutes);
  await app.register(recommendationRoutes);
  await app.register(patientRoutes);
  await app.register(relativesRoutes);
  await app.register(privacyRoutes);
  await app.register(adminRoutes);
  await app.register(appointmentRoutes);
  await app.register(doctorDirectoryRoutes);
  await app.register(doctorRoutes);
  await app.register(eventRoutes);
  await app.register(messagingRoutes);
  await app.register(visitRoutes);
  await app.register(notificationRoutes);
  await app.register(accountDataRoutes);
  await app.register(prescriptionRoutes);
  await app.register(assistantRoutes);
}
