import type { Basket } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** The answer of GET /api/paniers/get/{hash} (BasketGetResultSchema); typed, not parsed, to keep zod out of the bundle. */
interface BasketGetAnswer {
  code: number;
  panier?: Basket | null;
}

/** Reads a basket by its hash; null when the answer holds none. An unknown hash reads as an empty basket. */
export async function fetchBasket(hash: string, signal: AbortSignal): Promise<Basket | null> {
  const answer = await apiRequest<BasketGetAnswer>(`/paniers/get/${encodeURIComponent(hash)}`, { signal });
  return answer.panier ?? null;
}
