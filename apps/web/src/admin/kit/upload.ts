import { ApiError, API_BASE, buildHeaders, toErrorEnvelope } from '../../lib/api-client.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** Bytes sent so far, as the browser reports them. */
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** The answer's status that means success (201 for a creation). */
  okStatus?: number;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * POSTs a file through XMLHttpRequest, as `fetch` cannot report upload progress. Resolves with the
 * JSON answer; rejects with an ApiError (the server's envelope, or code 0 when no answer came
 * back) or an AbortError when cancelled. A FormData body goes as multipart, a Blob as its type.
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData | Blob,
  { onProgress, signal, okStatus = 200 }: UploadOptions,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    const isForm = body instanceof FormData;
    buildHeaders(isForm).forEach((value, name) => request.setRequestHeader(name, value));
    if (!isForm) request.setRequestHeader('Content-Type', body.type || 'application/octet-stream');
    request.responseType = 'text';
    const size = isForm ? 0 : body.size;
    request.upload.addEventListener('progress', (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : size });
    });
    request.addEventListener('load', () => {
      const answer = parseJson(request.responseText);
      if (request.status === okStatus && answer) return resolve(answer as T);
      reject(new ApiError(toErrorEnvelope(request.status, answer, `HTTP ${request.status}`), answer));
    });
    request.addEventListener('error', () =>
      reject(new ApiError({ code: 0, message: 'Connexion interrompue.', errors: {} })),
    );
    request.addEventListener('abort', () => reject(new DOMException('Envoi annulé.', 'AbortError')));
    if (signal?.aborted) return request.abort();
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
