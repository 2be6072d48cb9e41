import type { SimulatedResultSchema } from '@boutique/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** What the simulated provider answers: paid, or an authentication step first. */
export type SimulatedResult = z.infer<typeof SimulatedResultSchema>;

/**
 * POST /api/payments/simulated/confirm with a test card number (the provider refuses any other).
 * Only the number is sent: expiry and CVC stay in the page, as they would with a real provider.
 */
export function confirmSimulatedPayment(clientSecret: string, card: string): Promise<SimulatedResult> {
  return apiRequest<SimulatedResult>('/payments/simulated/confirm', {
    method: 'POST',
    body: { client_secret: clientSecret, card },
  });
}

/** POST /api/payments/simulated/authenticate: the payer's answer to the test authentication step. */
export function authenticateSimulatedPayment(clientSecret: string, approve: boolean): Promise<SimulatedResult> {
  return apiRequest<SimulatedResult>('/payments/simulated/authenticate', {
    method: 'POST',
    body: { client_secret: clientSecret, approve },
  });
}
