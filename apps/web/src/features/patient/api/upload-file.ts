import * as addresses from '@reayah/contracts/addresses';
import { ApiError, type ErrorBody, refreshAccess } from '#web/lib/api-client.ts';
import { urlOf } from '#web/lib/api-route.ts';

/**
 * POST patient/{patientId}/folder/{folderId}/file/ (multipart name + file). Sent with
 * XMLHttpRequest because fetch reports no upload progress.
 */
function send(url: string, body: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<{ status: number; data: unknown }>((resolve, reject) => {
    const cancelled = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) return reject(cancelled());
    const xhr = new XMLHttpRequest();
    // Cancelling drops the connection: the server discards what it had received.
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.onabort = () => reject(cancelled());
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

/** Rejects with an AbortError when `signal` aborts (the patient cancelled). */
export async function uploadFile(
  target: { patientId: string; folderId: string },
  form: { name: string; file: File },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ msg: string }> {
  const body = new FormData();
  body.append('name', form.name);
  body.append('file', form.file);
  const url = urlOf(addresses.patient.files.upload, { params: target });
  let res = await send(url, body, onProgress, signal);
  // An access token that expired while the patient chose the file: refresh once and send again.
  if (res.status === 401 && (await refreshAccess())) res = await send(url, body, onProgress, signal);
  if (res.status >= 200 && res.status < 300) return res.data as { msg: string };
  throw new ApiError(res.status, (res.data ?? {}) as ErrorBody);
}
