import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { paymentConfigQueryOptions, type PaymentConfig } from '../api/get-payment-config.ts';
import type { CardFormProps } from './card-form-types.ts';
import { SimulatedCardForm } from './simulated-card-form.tsx';
import styles from './card-form.module.css';

/**
 * The card form of each provider. Stripe Elements will slot in here as another entry (a lazy
 * component, loading Stripe's script only on this page) taking the same props.
 */
const CARD_FORMS: Partial<Record<PaymentConfig['provider'], ComponentType<CardFormProps>>> = {
  simulated: SimulatedCardForm,
};

/** Shows the card form of the provider the server is configured with (GET /api/payments/config). */
export function CardFormHost(props: CardFormProps) {
  const { t } = useTranslation();
  const config = useQuery(paymentConfigQueryOptions);
  if (config.isPending) {
    return (
      <p className={styles.notice} role="status">
        {t('commun.chargement')}
      </p>
    );
  }
  const CardForm = config.data ? CARD_FORMS[config.data.provider] : undefined;
  if (!CardForm) {
    return (
      <p className={styles.notice} role="alert">
        {t('paiement.indisponible')}
      </p>
    );
  }
  return <CardForm {...props} />;
}
