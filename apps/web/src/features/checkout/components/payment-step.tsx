import type { CheckoutState, FieldErrors } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonClassName } from '../../../components/ui/button.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../../lib/session-store.ts';
import { checkoutAddressesQueryOptions } from '../api/addresses.ts';
import { getBasketIntent, type BasketIntent } from '../api/basket-intent.ts';
import type { PaymentFormRenderer } from '../lib/checkout-slots.ts';
import { CHOICE_FIELDS } from '../lib/choice-fields.ts';
import { useMoney } from '../lib/use-money.ts';
import { CheckoutStep } from './checkout-step.tsx';
import styles from './checkout.module.css';

interface Failure {
  message: string;
  errors: FieldErrors;
  isAboutBasket: boolean;
}

interface PaymentStepProps {
  state: CheckoutState;
  cartId: string;
  renderPaymentForm: PaymentFormRenderer;
  /** Takes the shopper back to their basket to change it. */
  onEditBasket: () => void;
}

/**
 * Step 6: "Payer {total}" reserves the order (GET /paniers/stripeintent) and shows the card form
 * for it. The page is re-keyed by the parent when a choice changes, so a changed total always
 * asks for a new payment. Until nothing is missing the button stays off and says what is.
 */
export function PaymentStep({ state, cartId, renderPaymentForm, onEditBasket }: PaymentStepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney();
  const [, navigate] = useLocation();
  const user = useStoredSessionToken()?.user;
  const addresses = useQuery(checkoutAddressesQueryOptions);
  const [intent, setIntent] = useState<BasketIntent | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isPending, setPending] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const missing = Object.values(state.manquants).flat();
  const total = money(state.totaux.total_ttc);

  useEffect(() => {
    if (intent) formRef.current?.focus();
  }, [intent]);

  const pay = async () => {
    if (isPending) return;
    setPending(true);
    setFailure(null);
    try {
      setIntent(await getBasketIntent(cartId));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const errors = apiError?.errors ?? {};
      setFailure({
        message: apiError && apiError.code !== 0 ? apiError.message : t('checkout.erreurs.reseau'),
        errors,
        isAboutBasket: Object.keys(errors).some((field) => !CHOICE_FIELDS.has(field)),
      });
    } finally {
      setPending(false);
    }
  };

  const billing = addresses.data?.find((address) => address.id === state.choix.adresse_facturation);
  const confirmationPath = (hash: string) => localePath(locale, `checkout-confirmation/${hash}`);

  return (
    <CheckoutStep number={6} id="checkout-paiement" title={t('checkout.paiement.titre')}>
      {missing.length > 0 && (
        <div className={styles.muted} id="checkout-manquants">
          <p className={styles.muted}>{t('checkout.paiement.manquants')}</p>
          <ul className={styles.list}>
            {missing.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {failure && (
        <div className={styles.notice} role="alert">
          <p className={styles.noticeTitle}>{failure.message}</p>
          {Object.values(failure.errors).flat().length > 0 && (
            <ul className={styles.list}>
              {Object.values(failure.errors)
                .flat()
                .filter((message) => message !== failure.message)
                .map((message) => (
                  <li key={message}>{message}</li>
                ))}
            </ul>
          )}
          {failure.isAboutBasket && (
            <div className={styles.actions}>
              <button type="button" className={buttonClassName('secondary')} onClick={onEditBasket}>
                {t('checkout.paiement.modifier_panier')}
              </button>
            </div>
          )}
        </div>
      )}
      {intent ? (
        <div
          ref={formRef}
          tabIndex={-1}
          role="group"
          className={styles.formGrid}
          aria-label={state.carte?.label ?? t('checkout.paiement.carte')}
        >
          <div className={styles.wide}>
            {renderPaymentForm({
              clientSecret: intent.client_secret,
              payLabel: t('checkout.paiement.payer', { montant: total }),
              amountLabel: total,
              billing: {
                name: billing
                  ? `${billing.prenom} ${billing.nom}`.trim()
                  : `${user?.prenom ?? ''} ${user?.nom ?? ''}`.trim(),
                email: user?.mail ?? '',
                country: billing?.pays ?? 'FR',
              },
              returnUrl: `${window.location.origin}${confirmationPath(intent.commande)}`,
              // The confirmation page has the server record the payment at once (POST /paiements/retour).
              onSucceeded: () =>
                navigate(
                  `~${confirmationPath(intent.commande)}?payment_intent=${encodeURIComponent(intent.intent_id)}`,
                ),
            })}
          </div>
          <p className={`${styles.muted} ${styles.wide}`}>
            {t('checkout.paiement.reservee')}{' '}
            <Link href={`~${localePath(locale, `checkout-reprise/${intent.commande}`)}`} className={styles.link}>
              {t('checkout.paiement.reprendre_plus_tard')}
            </Link>
          </p>
        </div>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClassName('primary', styles.action)}
            disabled={missing.length > 0 || isPending}
            aria-busy={isPending}
            aria-describedby={missing.length > 0 ? 'checkout-manquants' : undefined}
            onClick={() => void pay()}
          >
            {isPending ? t('checkout.paiement.preparation') : t('checkout.paiement.payer', { montant: total })}
          </button>
        </div>
      )}
      <p className={styles.muted}>{t('checkout.paiement.securise')}</p>
    </CheckoutStep>
  );
}
