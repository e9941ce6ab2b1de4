import type { Consultation, CreateConsultationBody } from '@reayah/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { doctorUrls } from './urls.ts';

/** The consultation and its items in one call, so they are saved together or not at all. */
export const createConsultation = (body: CreateConsultationBody) =>
  api<Consultation>(doctorUrls.createConsultation, { method: 'POST', body });

export const useCreateConsultation = () => useMutation({ mutationFn: createConsultation });
