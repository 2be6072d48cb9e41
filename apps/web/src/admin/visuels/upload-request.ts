import { ApiError, API_BASE, buildHeaders, toErrorEnvelope } from '../../lib/api-client.ts';
import type { ResourceRow } from '../kit/resource-api.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  alt?: string;
  /** Bytes sent so far, as the browser reports them. */
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/visuels as multipart, through XMLHttpRequest: `fetch` cannot report upload progress.
 * Resolves with the new visual; rejects with an ApiError (the server's envelope, or code 0 when no
 * answer came back) or an AbortError when cancelled.
 */
export function uploadVisual(file: File, { alt, onProgress, signal }: UploadOptions): Promise<ResourceRow> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // The alt text goes before the file: the server reads fields up to the file.
    if (alt) form.append('alt', alt);
    form.append('fichier', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/visuels`);
    buildHeaders(true).forEach((value, name) => request.setRequestHeader(name, value));
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status === 201 && body) return resolve((body as { data: ResourceRow }).data);
      reject(new ApiError(toErrorEnvelope(request.status, body, `HTTP ${request.status}`), body));
    });
    request.addEventListener('error', () =>
      reject(new ApiError({ code: 0, message: 'Connexion interrompue.', errors: {} })),
    );
    request.addEventListener('abort', () => reject(new DOMException('Envoi annulé.', 'AbortError')));
    if (signal?.aborted) return request.abort();
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
