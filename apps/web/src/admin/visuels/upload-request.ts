import type { ResourceRow } from '../kit/resource-api.ts';
import { uploadWithProgress, type UploadOptions } from '../kit/upload.ts';

/**
 * POST /api/visuels as multipart, with the upload's progress. Resolves with the new visual;
 * rejects as `uploadWithProgress` does.
 */
export async function uploadVisual(
  file: File,
  { alt, ...options }: Omit<UploadOptions, 'okStatus'> & { alt?: string },
): Promise<ResourceRow> {
  const form = new FormData();
  // The alt text goes before the file: the server reads fields up to the file.
  if (alt) form.append('alt', alt);
  form.append('fichier', file, file.name);
  return (await uploadWithProgress<{ data: ResourceRow }>('/visuels', form, { ...options, okStatus: 201 })).data;
}
