import { PickListSchema } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { apiBlob } from '../kit/api-files.ts';
import { downloadBlob } from '../kit/download.ts';

/** GET /api/colis/{id}/bordereau.pdf, saved as a file: the staff's token goes in the headers. */
export async function downloadSlip(id: number) {
  downloadBlob(`bordereau-${id}.pdf`, await apiBlob(`/colis/${id}/bordereau.pdf`));
}

/** GET /api/colis/bordereaux.pdf?ids=: the selected parcels' slips in one file, in the list's order. */
export async function downloadSlips(ids: readonly (string | number)[]) {
  downloadBlob('bordereaux.pdf', await apiBlob(`/colis/bordereaux.pdf?ids=${ids.join(',')}`));
}

/** GET /api/preparation/liste: what the paid orders waiting still need, by variant. */
export const pickListOptions = () =>
  queryOptions({
    queryKey: ['admin-pick-list'],
    queryFn: async ({ signal }) => PickListSchema.parse(await apiRequest<unknown>('/preparation/liste', { signal })),
    retry: false,
  });

/** GET /api/preparation/liste.pdf, in the back office's language (the Language header). */
export async function downloadPickList() {
  downloadBlob('liste-preparation.pdf', await apiBlob('/preparation/liste.pdf'));
}
