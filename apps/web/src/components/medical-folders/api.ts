import * as addresses from '@reayah/contracts/addresses';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';

// A patient's folders and their files, read by the patient's own area and by the file picker of
// their messages.

export const foldersQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'folders'],
    queryFn: ({ signal }) => call(addresses.patient.folders.list, { params: { patientId }, signal }),
  });

export const filesQuery = (patientId: string, folderId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'folders', folderId, 'files'],
    queryFn: ({ signal }) => call(addresses.patient.files.list, { params: { patientId, folderId }, signal }),
  });
