import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromText } from './api-client';
import { getStoredUserId } from './session/session-storage';

export interface UploadOptions {
  // 0..1 as the bytes leave the browser.
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

// POSTs multipart form data to the API and reports upload progress (fetch cannot, so this uses
// XMLHttpRequest). Same conventions as the api client: cookies, x-user-id, ApiError on failure.
export function postMultipart<T>(path: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const userId = getStoredUserId();
    if (userId) xhr.setRequestHeader('x-user-id', userId);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch {
          reject(apiErrorFromText(xhr.status, xhr.statusText, xhr.responseText));
        }
        return;
      }
      reject(apiErrorFromText(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE, null));
    xhr.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
