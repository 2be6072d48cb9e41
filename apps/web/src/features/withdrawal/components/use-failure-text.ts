import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/** The reasons the withdrawal's calls answer, worded in the page's language (never the server's French). */
const REASON_KEYS: Record<string, string> = {
  withdrawal_order_unknown: 'retractation.erreurs.commande_inconnue',
  withdrawal_period_over: 'retractation.erreurs.delai_ecoule',
  return_quantity_exceeded: 'retractation.erreurs.quantite',
  return_line_unknown: 'retractation.erreurs.quantite',
  return_empty: 'retractation.erreurs.vide',
  rate_limited: 'retractation.erreurs.trop_de_tentatives',
};

export function useFailureText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (error instanceof ApiError) {
      const key = REASON_KEYS[error.reason ?? ''] ?? (error.code === 429 ? REASON_KEYS.rate_limited : undefined);
      if (key) return t(key);
      if (error.code === 0) return t('formulaire.erreur_reseau');
    }
    return t('formulaire.erreur');
  };
}
