import type { Return, ReturnReception, ReturnRefusalRequest, ReturnStatus, StaffReturn } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /api/retours[?statut=]: the returns, newest first. */
export const returnsOptions = (statut: ReturnStatus | '') =>
  queryOptions({
    queryKey: ['retours', statut],
    queryFn: ({ signal }) =>
      apiRequest<{ code: 200; datas: Return[] }>(`/retours${statut ? `?statut=${statut}` : ''}`, { signal }).then(
        (answer) => answer.datas,
      ),
  });

/** GET /api/retours/{id}. */
export const returnOptions = (id: number) =>
  queryOptions({
    queryKey: ['retours', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<{ code: 200; data: Return }>(`/retours/${id}`, { signal }).then((answer) => answer.data),
  });

const post = (path: string, body?: unknown) =>
  apiRequest<{ code: 200; data: Return }>(path, { method: 'POST', ...(body ? { body } : {}) }).then(
    (answer) => answer.data,
  );

/** POST /api/retours/{id}/reception: per line the units received and whether they go back in stock. */
export const receiveReturn = (id: number, reception: ReturnReception) => post(`/retours/${id}/reception`, reception);
/** POST /api/retours/{id}/refus. */
export const refuseReturn = (id: number, refusal: ReturnRefusalRequest) => post(`/retours/${id}/refus`, refusal);
/** POST /api/retours/{id}/remboursement: the units refunded through the order's refunds in part. */
export const refundReturn = (id: number) => post(`/retours/${id}/remboursement`);
/** POST /api/retours: a return staff record for a customer (a defect, a wrong item, a withdrawal by phone). */
export const createReturn = (request: StaffReturn) => post('/retours', request);
