import type { CheckoutState } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import type { CheckoutController } from '../hooks/use-checkout.ts';
import { leadTimeMessage } from '../lib/lead-time.ts';
import { useMoney } from '../lib/use-money.ts';
import { CheckoutStep } from './checkout-step.tsx';
import { RadioCard } from './radio-card.tsx';
import { RelayPointChoice } from './relay-point-choice.tsx';
import styles from './checkout.module.css';

/** What is still to buy for free delivery, in cents (the lines after discount against the threshold); 0 once reached. */
function missingForFreeDelivery(state: CheckoutState): number {
  if (state.franco_ttc <= 0) return 0;
  return Math.max(0, state.franco_ttc - (state.totaux.lignes_ttc - state.totaux.remise_ttc));
}

/** Step 3: the methods serving the delivery address's country, priced by the server for this basket. */
export function DeliveryStep({ state, checkout }: { state: CheckoutState; checkout: CheckoutController }) {
  const { t } = useTranslation();
  const money = useMoney();
  const missing = missingForFreeDelivery(state);
  const selectedId = checkout.pendingChoices.livraison ?? state.choix.livraison;
  const selected = state.methodes.find((method) => method.id === selectedId);
  const hasPaidMethod = state.methodes.some((method) => method.prix_ttc > 0);
  const stillMissing =
    state.methodes.length > 0 && state.choix.livraison === null ? state.manquants.livraison : undefined;
  return (
    <CheckoutStep number={3} id="checkout-livraison" title={t('checkout.livraison.titre')}>
      {state.methodes.length === 0 ? (
        <p className={styles.muted} role="status">
          {state.choix.adresse_livraison === null
            ? t('checkout.livraison.adresse_d_abord')
            : (state.manquants.livraison?.join(' ') ?? t('checkout.livraison.aucune'))}
        </p>
      ) : (
        <fieldset className={styles.fieldset} aria-busy={checkout.isSaving}>
          <legend className="visually-hidden">{t('checkout.livraison.titre')}</legend>
          <div className={styles.cards}>
            {state.methodes.map((method) => {
              const lead = leadTimeMessage(method.delai);
              const isFree = method.prix_ttc === 0;
              return (
                <RadioCard
                  key={method.id}
                  name="livraison"
                  value={String(method.id)}
                  checked={method.id === selectedId}
                  onSelect={() => void checkout.save({ livraison: method.id })}
                  aside={
                    isFree ? (
                      <>
                        <span className={styles.free}>{t('checkout.livraison.offerte')}</span>
                        {method.prix_ttc_initial > 0 && (
                          <s className={styles.struck}>
                            <span className="visually-hidden">{t('checkout.livraison.au_lieu_de')} </span>
                            {money(method.prix_ttc_initial)}
                          </s>
                        )}
                      </>
                    ) : (
                      <span>{money(method.prix_ttc)}</span>
                    )
                  }
                >
                  <span className={styles.cardTitle}>{method.label}</span>
                  <span>{method.transporteur}</span>
                  <span className={styles.muted}>{t(lead.key, lead.values)}</span>
                </RadioCard>
              );
            })}
          </div>
        </fieldset>
      )}
      {selected?.point_relais && <RelayPointChoice method={selected} state={state} checkout={checkout} />}
      {missing > 0 && hasPaidMethod && (
        <p className={styles.hint}>{t('checkout.livraison.franco_reste', { montant: money(missing) })}</p>
      )}
      {checkout.fieldErrors.livraison && (
        <p className={styles.error} role="alert">
          {checkout.fieldErrors.livraison.join(' ')}
        </p>
      )}
      {!checkout.fieldErrors.livraison && stillMissing && <p className={styles.muted}>{stillMissing.join(' ')}</p>}
    </CheckoutStep>
  );
}
