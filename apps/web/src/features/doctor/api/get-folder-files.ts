import type { FolderFiles } from '@reayah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { doctorKeys, doctorUrls } from './urls.ts';

export const getFolderFiles = (folderId: number) => api<FolderFiles>(doctorUrls.folderFiles(folderId));

export const folderFilesQuery = (doctorId: string, folderId: number) =>
  queryOptions({ queryKey: doctorKeys.folder(doctorId, folderId), queryFn: () => getFolderFiles(folderId) });

export const useFolderFiles = (doctorId: string, folderId: number | null) =>
  useQuery({ ...folderFilesQuery(doctorId, folderId ?? 0), enabled: folderId !== null });
