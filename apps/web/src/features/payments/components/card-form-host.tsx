import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { paymentConfigQueryOptions, type PaymentConfig } from '../api/get-payment-config.ts';
import type { CardFormProps } from './card-form-types.ts';
import { SimulatedCardForm } from './simulated-card-form.tsx';
import styles from './card-form.module.css';

/** Stripe's form in a chunk of its own: Stripe.js loads only where a card is paid, never in the shop's entry. */
const StripeCardForm = lazy(() =>
  import('./stripe-card-form.tsx').then((module) => ({ default: module.StripeCardForm })),
);

/** The card form of each provider, all taking the same props. */
const CARD_FORMS: Partial<Record<PaymentConfig['provider'], ComponentType<CardFormProps>>> = {
  simulated: SimulatedCardForm,
  stripe: StripeCardForm,
};

/** Shows the card form of the provider the server is configured with (GET /api/payments/config). */
export function CardFormHost(props: CardFormProps) {
  const { t } = useTranslation();
  const config = useQuery(paymentConfigQueryOptions);
  const loading = (
    <p className={styles.notice} role="status">
      {t('commun.chargement')}
    </p>
  );
  if (config.isPending) return loading;
  const CardForm = config.data ? CARD_FORMS[config.data.provider] : undefined;
  if (!CardForm) {
    return (
      <p className={styles.notice} role="alert">
        {t('paiement.indisponible')}
      </p>
    );
  }
  return (
    <Suspense fallback={loading}>
      <CardForm {...props} />
    </Suspense>
  );
}
