import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { requireFreshSecondFactor, requireUser } from '../../plugins/authentication.ts';
import { readSettings } from '../shop-info/shop-info.service.ts';
import type { RefundAllowance } from './refund-reservation.ts';

/**
 * What a member of staff may refund in this call: above the shop's threshold (ad/configurations,
 * Sécurité), a refund wants the second factor proven within 10 minutes, whether asked from the
 * order or from a return. The setting is read only for staff who have a second factor.
 */
export async function largeRefundAllowance(db: Database, request: FastifyRequest): Promise<RefundAllowance> {
  if (requireUser(request).secondFactor === 'open') return () => {};
  const { reverification_remboursement_cents: above } = await readSettings(db, 'securite');
  return (amountTtc) => {
    if (amountTtc > above) requireFreshSecondFactor(request);
  };
}
