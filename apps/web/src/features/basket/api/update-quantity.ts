import type { BasketUpdate, BasketUpdateResult } from '@boutique/domain';
import { apiRequest, ApiError } from '../../../lib/api-client.ts';

/** POST /api/paniers/qtt: adds (+n) or removes (−n) units of a variant; answers with the whole basket. */
export function postQuantity(update: BasketUpdate, signal: AbortSignal): Promise<BasketUpdateResult> {
  return apiRequest<BasketUpdateResult>('/paniers/qtt', { method: 'POST', body: update, signal });
}

/** What a refused update says: the server's words and, on a 409, the unchanged basket with the quantity kept. */
export interface UpdateRefusal {
  message: string;
  result: BasketUpdateResult | null;
}

export function readRefusal(error: unknown): UpdateRefusal {
  const message = error instanceof Error ? error.message : String(error);
  const body = error instanceof ApiError ? error.body : null;
  const result =
    typeof body === 'object' && body !== null && 'panier' in body && 'qtt' in body
      ? (body as BasketUpdateResult)
      : null;
  return { message, result: result && typeof result.panier === 'object' && result.panier !== null ? result : null };
}
