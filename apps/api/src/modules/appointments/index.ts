import type { FastifyInstance } from 'fastify';
import { bookingRoutes } from './booking/routes.ts';
import { appointmentChangeRoutes } from './changes/routes.ts';
import { reminderRoutes } from './reminders/routes.ts';
import { defineReminderJob } from './reminders/jobs.ts';
import { waitlistRoutes } from './waitlist/routes.ts';
import { defineWaitlistJob } from './waitlist/jobs.ts';

/**
 * The one owner of slots and appointments (decision 0045): every write of them goes through this
 * module. The doctor's agenda pages (modules/doctor) and telephone bookings (modules/assistants)
 * keep their routes and call the services here; nothing here imports those modules back.
 */
export async function appointmentRoutes(app: FastifyInstance) {
  defineReminderJob(app.deps);
  defineWaitlistJob(app.deps);
  await app.register(bookingRoutes);
  await app.register(appointmentChangeRoutes);
  await app.register(waitlistRoutes);
  await app.register(reminderRoutes);
}
