import { ApiError } from '../../lib/api-client.ts';

/** The returns' refusals by reason, worded by the back office in its own language. */
const KEYS: Record<string, string> = {
  return_transition_refused: 'admin.retours.erreurs.etat',
  return_quantity_exceeded: 'admin.retours.erreurs.quantite',
  return_refusal_not_sealed: 'admin.retours.erreurs.pas_scelle',
  return_refusal_not_all_sealed: 'admin.retours.erreurs.pas_tous_scelles',
  return_already_restocked: 'admin.retours.erreurs.deja_en_stock',
  refund_quantity_exceeded: 'admin.retours.erreurs.deja_rembourse',
  refund_exceeds_paid: 'admin.retours.erreurs.deja_rembourse',
  order_not_refundable: 'admin.retours.erreurs.deja_rembourse',
  payment_provider_unavailable: 'admin.retours.erreurs.prestataire',
  refund_refused: 'admin.retours.erreurs.prestataire',
  warehouse_needed: 'admin.retours.erreurs.entrepot',
};

/** The translation key for a failed action, null when only the message can say it. */
export function returnRefusalKey(error: unknown): string | null {
  return error instanceof ApiError && error.reason ? (KEYS[error.reason] ?? null) : null;
}
