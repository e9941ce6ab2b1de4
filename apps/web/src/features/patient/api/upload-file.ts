import { ApiError, type ErrorBody, refreshAccess } from '../../../lib/api-client.ts';
import { patientApi } from './urls.ts';

/**
 * POST patient/{patientId}/folder/{folderId}/file/ (multipart name + file). Sent with
 * XMLHttpRequest because fetch reports no upload progress.
 */
function send(url: string, body: FormData, onProgress: (fraction: number) => void) {
  return new Promise<{ status: number; data: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = { detail: xhr.responseText };
      }
      resolve({ status: xhr.status, data });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(body);
  });
}

export async function uploadFile(
  target: { patientId: string; folderId: string },
  form: { name: string; file: File },
  onProgress: (fraction: number) => void,
): Promise<{ msg: string }> {
  const body = new FormData();
  body.append('name', form.name);
  body.append('file', form.file);
  const url = patientApi.files(target.patientId, target.folderId);
  let res = await send(url, body, onProgress);
  // An access token that expired while the patient chose the file: refresh once and send again.
  if (res.status === 401 && (await refreshAccess())) res = await send(url, body, onProgress);
  if (res.status >= 200 && res.status < 300) return res.data as { msg: string };
  throw new ApiError(res.status, (res.data ?? {}) as ErrorBody);
}
