import type { ImportReport } from '@boutique/domain';
import { apiText } from '../kit/api-files.ts';
import { downloadText } from '../kit/download.ts';
import { uploadWithProgress, type UploadProgress } from '../kit/upload.ts';

/** A CSV file the back office exports and imports: `/admin/{name}.csv` out, `/admin/{name}/import` in. */
const csvFile = (name: 'catalogue' | 'stocks') => ({
  /** The whole file, named by the shop's day. */
  download: async (day: string) => downloadText(`${name}-${day}.csv`, await apiText(`/admin/${name}.csv`)),
  /** The file checked (`essai`) or applied (`application`), with the upload's progress. */
  send: (file: File, mode: 'essai' | 'application', onProgress: (progress: UploadProgress) => void) =>
    uploadWithProgress<ImportReport>(`/admin/${name}/import?mode=${mode}`, new Blob([file], { type: 'text/csv' }), {
      onProgress,
    }),
});

export const csvFiles = { catalogue: csvFile('catalogue'), stocks: csvFile('stocks') };

/** Every customer account (staff left out), for the customer relations software. */
export async function downloadCustomersCsv(day: string) {
  downloadText(`clients-${day}.csv`, await apiText('/admin/clients.csv'));
}
