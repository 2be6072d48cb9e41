import type { BasketIntentSchema } from '@boutique/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type BasketIntent = z.infer<typeof BasketIntentSchema>;

/**
 * GET /api/paniers/stripeintent/{cartId}: reserves the order (stock held) and answers its payment
 * and hash; 409 with a message and errors when something is missing or the stock is short.
 */
export const getBasketIntent = (cartId: string) => apiRequest<BasketIntent>(`/paniers/stripeintent/${cartId}`);
