import type { CheckoutState, DeliveryMethod } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import type { CheckoutController } from '../hooks/use-checkout.ts';
import { RadioCard } from './radio-card.tsx';
import styles from './checkout.module.css';

/**
 * The relay points of a pick-up method, nearest the delivery address first: one must be chosen
 * before paying (the server lists it among what is missing until then).
 */
export function RelayPointChoice({
  method,
  state,
  checkout,
}: {
  method: DeliveryMethod;
  state: CheckoutState;
  checkout: CheckoutController;
}) {
  const { t } = useTranslation();
  const selectedId = checkout.pendingChoices.point_relais ?? state.choix.point_relais;
  const error = checkout.fieldErrors.point_relais;
  const stillMissing = selectedId === null ? state.manquants.point_relais : undefined;
  return (
    <fieldset
      className={styles.fieldset}
      aria-busy={checkout.isSaving}
      aria-describedby={error || stillMissing ? 'checkout-point-relais-aide' : undefined}
    >
      <legend className={styles.cardTitle}>{t('checkout.livraison.point_relais')}</legend>
      <div className={styles.cards}>
        {method.points.map((point) => (
          <RadioCard
            key={point.id}
            name="point_relais"
            value={String(point.id)}
            checked={point.id === selectedId}
            onSelect={() => void checkout.save({ point_relais: point.id })}
          >
            <span className={styles.cardTitle}>{point.nom}</span>
            <span>{point.ligne1}</span>
            <span className={styles.muted}>
              {point.code_postal} {point.ville}
            </span>
          </RadioCard>
        ))}
      </div>
      {error ? (
        <p className={styles.error} role="alert" id="checkout-point-relais-aide">
          {error.join(' ')}
        </p>
      ) : (
        stillMissing && (
          <p className={styles.muted} id="checkout-point-relais-aide">
            {t('checkout.livraison.point_relais_a_choisir')}
          </p>
        )
      )}
    </fieldset>
  );
}
