import { answerError, API_BASE, buildHeaders, fetchAnswer, readBody } from '../../lib/api-client.ts';

/*
 * Files the API makes for staff (CSV exports, PDFs), fetched with the session's headers. Here
 * rather than in the shared client: only the back office's chunk needs them.
 */

async function fetchFile(path: string): Promise<Response> {
  const response = await fetchAnswer(`${API_BASE}${path}`, { headers: buildHeaders(false) });
  if (response.ok) return response;
  throw answerError(response, await readBody(response));
}

/** A text file's content (a CSV export); a failure rejects as apiRequest's do. */
export async function apiText(path: string): Promise<string> {
  return (await fetchFile(path)).text();
}

/** A binary file (a PDF); a failure rejects as apiRequest's do. */
export async function apiBlob(path: string): Promise<Blob> {
  return (await fetchFile(path)).blob();
}
