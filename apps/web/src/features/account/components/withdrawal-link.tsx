import type { WithdrawalPrefill } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { apiRequest } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';

/**
 * "Se rétracter du contrat ici" on the order's page, while the withdrawal period is open and some
 * unit is still returnable (the server's answer, the rule lives in packages/domain).
 */
export function WithdrawalLink({ hash, className }: { hash: string; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['retractations', hash],
    queryFn: ({ signal }) =>
      apiRequest<{ code: 200; data: WithdrawalPrefill }>(`/retractations/commandes/${encodeURIComponent(hash)}`, {
        signal,
      }).then((answer) => answer.data),
    retry: false,
    staleTime: 30_000,
  });
  const order = query.data?.commande;
  if (!order?.ouverte || !order.lignes.some((line) => line.retournable > 0)) return null;
  return (
    <Link
      href={`~${localePath(locale, `retractation?commande=${encodeURIComponent(order.numero)}`)}`}
      className={className}
    >
      {t('compte.commande.retractation')}
    </Link>
  );
}
