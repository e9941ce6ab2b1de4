import { ApiError, type ErrorBody } from '../../../lib/api-client.ts';
import { patientApi } from './urls.ts';

/**
 * SPEC §7 POST patient/{patientId}/folder/{folderId}/file/ (multipart name + file). Sent with
 * XMLHttpRequest because fetch reports no upload progress.
 */
export function uploadFile(
  target: { patientId: string; folderId: string },
  form: { name: string; file: File },
  onProgress: (fraction: number) => void,
): Promise<{ msg: string }> {
  const body = new FormData();
  body.append('name', form.name);
  body.append('file', form.file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', patientApi.files(target.patientId, target.folderId));
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = { detail: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as { msg: string });
      else reject(new ApiError(xhr.status, (data ?? {}) as ErrorBody));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(body);
  });
}
