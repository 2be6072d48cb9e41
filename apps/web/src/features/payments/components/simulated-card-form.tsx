import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { authenticateSimulatedPayment, confirmSimulatedPayment } from '../api/simulated-payment.ts';
import {
  formatCardNumber,
  formatExpiry,
  isCardNumberComplete,
  isCvcValid,
  isExpiryValid,
  TEST_CARDS,
} from '../lib/card-fields.ts';
import { AuthenticationDialog } from './authentication-dialog.tsx';
import { PayFooter } from './card-form-parts.tsx';
import type { CardFormProps } from './card-form-types.ts';
import { PayerFields } from './payer-fields.tsx';
import styles from './card-form.module.css';

type Field = 'number' | 'expiry' | 'cvc';

/**
 * The simulated provider's card form (architecture: an offline default mirroring Stripe's test
 * mode), clearly marked as a test: no real card is charged and only test numbers are accepted.
 * The card number goes to the simulated provider and nowhere else (never logged); expiry and
 * CVC are checked here and not sent.
 */
export function SimulatedCardForm({ clientSecret, payLabel, amountLabel, billing, onSucceeded }: CardFormProps) {
  const { t } = useTranslation();
  const bannerId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [payer, setPayer] = useState(billing);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [providerError, setProviderError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [isAuthenticating, setAuthenticating] = useState(false);

  const clearError = (field: Field) =>
    setFieldErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors));

  const fail = (error: unknown) => {
    setProviderError(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    setPending(false);
  };

  const settle = (status: 'succeeded' | 'requires_action') => {
    if (status === 'succeeded') onSucceeded();
    else setAuthenticating(true);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const errors: Partial<Record<Field, string>> = {};
    if (!isCardNumberComplete(number)) errors.number = t('paiement.carte.erreur_numero');
    if (!isExpiryValid(expiry)) errors.expiry = t('paiement.carte.erreur_expiration');
    if (!isCvcValid(cvc)) errors.cvc = t('paiement.carte.erreur_cvc');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setProviderError(null);
    setPending(true);
    try {
      settle((await confirmSimulatedPayment(clientSecret, number.replace(/\s/gu, ''))).status);
    } catch (error) {
      fail(error);
    }
  };

  const onAuthenticated = async (approve: boolean) => {
    setAuthenticating(false);
    try {
      settle((await authenticateSimulatedPayment(clientSecret, approve)).status);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={bannerId}>
      <div id={bannerId} className={styles.testBanner}>
        <p className={styles.testTitle}>
          <span className={styles.testBadge}>{t('paiement.carte.badge_test')}</span>
          {t('paiement.carte.mode_test')}
        </p>
        <p className={styles.testHelp}>{t('paiement.carte.mode_test_aide')}</p>
        <ul className={styles.testCards}>
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <span className={styles.testNumber}>{card.number}</span> — {t(`paiement.carte.issue_${card.outcome}`)}
            </li>
          ))}
        </ul>
      </div>

      <FormField
        label={t('paiement.carte.numero')}
        required
        errors={fieldErrors.number ? [fieldErrors.number] : undefined}
      >
        {(control) => (
          <input
            {...control}
            className={`${fieldStyles.input} ${styles.digits}`}
            name="cardnumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            value={number}
            disabled={isPending}
            onFocus={() => clearError('number')}
            onChange={(event) => {
              setNumber(formatCardNumber(event.target.value));
              clearError('number');
            }}
          />
        )}
      </FormField>
      <div className={styles.row}>
        <FormField
          label={t('paiement.carte.expiration')}
          required
          errors={fieldErrors.expiry ? [fieldErrors.expiry] : undefined}
        >
          {(control) => (
            <input
              {...control}
              className={`${fieldStyles.input} ${styles.digits}`}
              name="exp-date"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('paiement.carte.expiration_exemple')}
              maxLength={5}
              value={expiry}
              disabled={isPending}
              onFocus={() => clearError('expiry')}
              onChange={(event) => {
                setExpiry(formatExpiry(event.target.value));
                clearError('expiry');
              }}
            />
          )}
        </FormField>
        <FormField label={t('paiement.carte.cvc')} required errors={fieldErrors.cvc ? [fieldErrors.cvc] : undefined}>
          {(control) => (
            <input
              {...control}
              className={`${fieldStyles.input} ${styles.digits}`}
              name="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              value={cvc}
              disabled={isPending}
              onFocus={() => clearError('cvc')}
              onChange={(event) => {
                setCvc(event.target.value.replace(/\D/gu, '').slice(0, 4));
                clearError('cvc');
              }}
            />
          )}
        </FormField>
      </div>
      <PayerFields
        payer={payer}
        disabled={isPending}
        onChange={(field, value) => setPayer((current) => ({ ...current, [field]: value }))}
      />

      <PayFooter error={providerError} isPending={isPending} label={payLabel} />

      {isAuthenticating && <AuthenticationDialog amountLabel={amountLabel} onDecision={onAuthenticated} />}
    </form>
  );
}
