import type { Order } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { isTrackingLink, orderTimeline } from '../lib/order-display.ts';
import { useFormatters } from '../lib/use-formatters.ts';
import styles from './order-timeline.module.css';

type Parcels = NonNullable<Order['colis']>;

/** Each parcel that left: its carrier's tracking page, else its tracking number. */
function ParcelTracking({ parcels }: { parcels: Parcels }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.tracking}>
      {parcels.map((parcel, index) => (
        <li key={`${index}:${parcel.suivi ?? ''}`}>
          {parcel.suivi_lien ? (
            <a href={parcel.suivi_lien} target="_blank" rel="noopener noreferrer">
              {t('compte.commande.suivre_colis')}
              {parcel.transporteur ? ` (${parcel.transporteur})` : ''}
            </a>
          ) : parcel.suivi ? (
            t('compte.commande.numero_suivi', { suivi: parcel.suivi })
          ) : (
            parcel.transporteur
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Ordered → paid → shipped (with the tracking reference, or each parcel's tracking link), and
 * refunded when it was.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const steps = orderTimeline(order);
  const lastDone = steps.findLastIndex((step) => step.date !== null);
  return (
    <ol className={styles.timeline} aria-label={t('compte.commande.suivi_titre')}>
      {steps.map((step, index) => {
        const isDone = step.date !== null;
        return (
          <li
            key={step.key}
            className={styles.step}
            data-done={isDone}
            aria-current={index === lastDone ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.label}>{t(`compte.commande.etapes.${step.key}`)}</span>
            <span className={styles.date}>
              {step.date ? format.date(step.date) : t('compte.commande.etape_a_venir')}
            </span>
            {step.key === 'expediee' && order.colis && order.colis.length > 0 ? (
              <ParcelTracking parcels={order.colis} />
            ) : (
              step.key === 'expediee' &&
              order.suivi && (
                <span className={styles.tracking}>
                  {isTrackingLink(order.suivi) ? (
                    <a href={order.suivi} target="_blank" rel="noopener noreferrer">
                      {t('compte.commande.suivre_colis')}
                    </a>
                  ) : (
                    t('compte.commande.numero_suivi', { suivi: order.suivi })
                  )}
                </span>
              )
            )}
          </li>
        );
      })}
    </ol>
  );
}
