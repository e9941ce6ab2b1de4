import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { doctorKeys } from './urls.ts';

export const getFolderFiles = (folderId: number) =>
  call(addresses.doctor.patients.folderFiles, { params: { folderId } });

export const folderFilesQuery = (doctorId: string, folderId: number) =>
  queryOptions({ queryKey: doctorKeys.folder(doctorId, folderId), queryFn: () => getFolderFiles(folderId) });

export const useFolderFiles = (doctorId: string, folderId: number | null) =>
  useQuery({ ...folderFilesQuery(doctorId, folderId ?? 0), enabled: folderId !== null });
