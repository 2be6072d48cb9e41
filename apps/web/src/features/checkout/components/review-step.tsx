import type { CheckoutState } from '@boutique/domain';
import { Trans, useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import type { CheckoutController } from '../hooks/use-checkout.ts';
import { useMoney } from '../lib/use-money.ts';
import { BasketLines } from './basket-lines.tsx';
import { CheckoutStep } from './checkout-step.tsx';
import { TotalsList } from './totals-list.tsx';
import { VatNote } from './vat-note.tsx';
import styles from './checkout.module.css';

/** Step 5: the lines and the server's totals, and the acceptance of the terms of sale. */
export function ReviewStep({ state, checkout }: { state: CheckoutState; checkout: CheckoutController }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney();
  const cgvErrors = checkout.fieldErrors.cgv;
  return (
    <CheckoutStep number={5} id="checkout-recap" title={t('checkout.recap.titre')}>
      <BasketLines lines={state.panier.lignes} />
      <TotalsList
        totals={state.totaux}
        hasDelivery={state.choix.livraison !== null}
        discountCode={state.remise?.code}
      />
      <VatNote vat={state.tva} />
      {/* Read out when the server's totals change (a method, a code). */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t('checkout.recap.total_annonce', { montant: money(state.totaux.total_ttc) })}
      </p>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="cgv"
          checked={checkout.pendingChoices.cgv ?? state.choix.cgv}
          aria-invalid={cgvErrors ? true : undefined}
          onChange={(event) => void checkout.save({ cgv: event.target.checked })}
        />
        <span>
          <Trans
            i18nKey="checkout.recap.cgv"
            components={{
              lien: <a href={localePath(locale, 'conditions/generales-vente')} target="_blank" rel="noopener" />,
            }}
          />
          <span className="visually-hidden"> {t('checkout.nouvel_onglet')}</span>
        </span>
      </label>
      {cgvErrors && (
        <p className={styles.error} role="alert">
          {cgvErrors.join(' ')}
        </p>
      )}
    </CheckoutStep>
  );
}
