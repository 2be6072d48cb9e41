import type { OrderTimelineEntry } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import own from '../orders.module.css';
import { useShopTime } from '../../kit/shop-time.tsx';

/** The order's steps, oldest first: its own dates and the status changes made by hand, with their author. */
export function OrderTimeline({ entries }: { entries: readonly OrderTimelineEntry[] }) {
  const { t } = useTranslation();
  const when = { format: useShopTime('medium').dateTime };
  const status = (statut: string | null) => (statut ? t(`admin.commandes.statuts.${statut}`) : '—');
  return (
    <ol className={own.timeline}>
      {entries.map((entry, index) => (
        <li key={`${entry.etape}-${entry.date}-${index}`}>
          <time dateTime={entry.date} className={own.timelineDate}>
            {when.format(new Date(entry.date))}
          </time>
          <span>
            {t(`admin.commande.etapes.${entry.etape}`, { avant: status(entry.avant), apres: status(entry.apres) })}
            {entry.etape === 'statut' && (
              <span className={own.timelineAuthor}>
                {' '}
                {t('admin.commande.par', { auteur: entry.auteur ?? t('admin.historique.compte_supprime') })}
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
