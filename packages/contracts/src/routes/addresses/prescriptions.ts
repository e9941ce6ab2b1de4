// Written by `npm run routes` from the route table (../index.ts): do not edit.
import type { Address } from '../define.ts';
import type { routes } from '../index.ts';

type Table = typeof routes;

export const prescriptions = {
  issue: { method: 'POST', path: '/doctor/consultations/:consultationId/prescriptions/' } as Address<
    Table['prescriptions']['issue']
  >,
  ofConsultation: { method: 'GET', path: '/doctor/consultations/:consultationId/prescriptions/' } as Address<
    Table['prescriptions']['ofConsultation']
  >,
  revoke: { method: 'POST', path: '/doctor/prescriptions/:prescriptionId/revoke/' } as Address<
    Table['prescriptions']['revoke']
  >,
  mine: { method: 'GET', path: '/patient/prescriptions/' } as Address<Table['prescriptions']['mine']>,
  pdf: { method: 'GET', path: '/prescriptions/:prescriptionId/pdf' } as Address<
    Table['prescriptions']['pdf']
  >,
  consultationPdf: {
    method: 'GET',
    path: '/doctor/consultations/:consultationId/prescriptions/:prescriptionId/pdf',
  } as Address<Table['prescriptions']['consultationPdf']>,
  verify: { method: 'GET', path: '/prescriptions/verify/:code/' } as Address<
    Table['prescriptions']['verify']
  >,
} as const;
