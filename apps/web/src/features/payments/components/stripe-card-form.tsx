import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClassName } from '../../../components/ui/button.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { confirmReturn } from '../api/confirm-return.ts';
import { paymentConfigQueryOptions } from '../api/get-payment-config.ts';
import { useStripePaymentElement } from '../hooks/use-stripe-payment-element.ts';
import { PayFooter } from './card-form-parts.tsx';
import type { BillingDetails, CardFormProps } from './card-form-types.ts';
import { PayerFields, type PayerField } from './payer-fields.tsx';
import styles from './card-form.module.css';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(value.trim());

/**
 * Stripe's card form (Payment Element, vanilla Stripe.js), loaded in a chunk of its own: the card
 * details never touch the shop, only Stripe's frame. The payer's name, e-mail and country are the
 * shop's fields, passed as billing details when confirming. A provider error shows under the form
 * and gives the button back; a method that needs the bank's page comes back to
 * `returnUrl`.
 */
export function StripeCardForm({ clientSecret, payLabel, billing, returnUrl, onSucceeded }: CardFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const config = useQuery(paymentConfigQueryOptions);
  const publishableKey = config.data?.publishable_key ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const mountRef = useRef<HTMLDivElement>(null);
  const element = useStripePaymentElement({ publishableKey, clientSecret, locale, mountRef });
  const [payer, setPayer] = useState(billing);
  const { name, email, country } = payer;
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<PayerField, string>>>({});
  const [providerError, setProviderError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  /** True while focus is moved to a flagged field: only the payer's own focus clears its error. */
  const isFocusingError = useRef(false);
  const clearError = (field: PayerField) =>
    setFieldErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors));
  const clearOnFocus = (field: PayerField) => {
    if (!isFocusingError.current) clearError(field);
  };
  const change = (field: keyof BillingDetails, value: string) => {
    setPayer((current) => ({ ...current, [field]: value }));
    if (field !== 'country') clearError(field);
  };

  const fail = (message: string) => {
    setProviderError(message);
    setPending(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const session = element.session.current;
    if (isPending || !session || element.state !== 'ready') return;
    const errors: Partial<Record<PayerField, string>> = {};
    if (!name.trim()) errors.name = t('paiement.stripe.erreur_nom');
    if (!looksLikeEmail(email)) errors.email = t('paiement.stripe.erreur_mail');
    // Drawn at once, so focus can move to the first field flagged.
    flushSync(() => setFieldErrors(errors));
    if (Object.keys(errors).length > 0) {
      isFocusingError.current = true;
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      isFocusingError.current = false;
      return;
    }
    setProviderError(null);
    setPending(true);
    try {
      const result = await session.stripe.confirmPayment({
        elements: session.elements,
        confirmParams: {
          return_url: returnUrl,
          payment_method_data: { billing_details: { name: name.trim(), email: email.trim(), address: { country } } },
        },
        redirect: 'if_required',
      });
      if (result.error) return fail(result.error.message ?? t('paiement.stripe.erreur'));
      const { id, status } = result.paymentIntent;
      if (status !== 'succeeded' && status !== 'processing') return fail(t('paiement.stripe.erreur'));
      // The server asks Stripe too and records the payment now, without waiting for the webhook;
      // if that call fails the webhook still does it, and the page says it is being verified.
      await confirmReturn(id).catch(() => undefined);
      onSucceeded();
    } catch (error) {
      fail(error instanceof Error ? error.message : t('paiement.stripe.erreur'));
    }
  };

  if (config.isSuccess && !publishableKey) {
    return (
      <p className={styles.notice} role="alert">
        {t('paiement.indisponible')}
      </p>
    );
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={element.state === 'loading'}>
      {element.state === 'loading' && (
        <p className={styles.notice} role="status">
          {t('paiement.stripe.chargement')}
        </p>
      )}
      {element.state === 'failed' && (
        <div className={styles.loadFailure}>
          <p className={styles.error} role="alert">
            {t('paiement.stripe.erreur_chargement')}
          </p>
          <button type="button" className={buttonClassName('secondary')} onClick={element.retry}>
            {t('commun.reessayer')}
          </button>
        </div>
      )}
      <div ref={mountRef} className={styles.stripeElement} data-testid="stripe-payment-element" />

      <PayerFields
        payer={payer}
        disabled={isPending}
        isRequired
        errors={fieldErrors}
        onFieldFocus={clearOnFocus}
        onChange={change}
      />

      <PayFooter error={providerError} isPending={isPending} isDisabled={element.state !== 'ready'} label={payLabel} />
      <p className={styles.secured}>{t('paiement.stripe.securise')}</p>
    </form>
  );
}
