import type { FastifyInstance } from 'fastify';
import {
  requireAgendaKeeper,
  requireAgendaKeeperSelf,
  requireDoctor,
  requireDoctorSelf,
} from '#api/lib/auth/guards.ts';
import { doctorAgendaRoutes } from './agenda/routes.ts';
import { doctorAppointmentRoutes } from './appointments/routes.ts';
import { doctorClinicRoutes } from './clinic/routes.ts';
import { doctorConsultationRoutes } from './consultations/routes.ts';
import { doctorOpeningHoursRoutes } from './opening-hours/routes.ts';
import { doctorOverviewRoutes } from './overview/routes.ts';
import { doctorPatientRoutes } from './patients/routes.ts';
import { doctorProfileRoutes } from './profile/routes.ts';
import { doctorRecordRoutes } from './record/routes.ts';
import { doctorSlotRoutes } from './slots/routes.ts';

/**
 * Every route of the doctor area. Before any body is read, the caller must be a signed-in doctor and,
 * where the path names a doctor, that doctor; handlers repeat the guard to get the typed identity.
 * The agenda's routes (marked ASSISTANTS_ADMITTED) also admit the doctor's assistant; every other
 * one refuses an assistant here, whatever its handler does (decision 0041).
 */
export async function doctorRoutes(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      const assistants = request.routeOptions.config.assistants === true;
      const need = assistants ? requireAgendaKeeper : requireDoctor;
      const needSelf = assistants ? requireAgendaKeeperSelf : requireDoctorSelf;
      need(request);
      const pathDoctor = (request.params as Record<string, string | undefined>).doctorId;
      if (pathDoctor && /^\d+$/.test(pathDoctor)) needSelf(request, Number(pathDoctor));
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  await app.register(doctorProfileRoutes);
  await app.register(doctorOverviewRoutes);
  await app.register(doctorPatientRoutes);
  await app.register(doctorConsultationRoutes);
  await app.register(doctorClinicRoutes);
  await app.register(doctorSlotRoutes);
  await app.register(doctorOpeningHoursRoutes);
  await app.register(doctorAppointmentRoutes);
  await app.register(doctorAgendaRoutes);
  await app.register(doctorRecordRoutes);
}
