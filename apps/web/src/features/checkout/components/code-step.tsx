import type { CheckoutState } from '@boutique/domain';
import { useState, type FormEvent } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { FormField, inputClassName } from '../../../components/ui/form-field.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import type { CheckoutController } from '../hooks/use-checkout.ts';
import { readReferralCode } from '../lib/referral-code.ts';
import { CheckoutStep } from './checkout-step.tsx';
import styles from './checkout.module.css';

/**
 * Step 4: a discount or ambassador code. The server checks it (existence, dates, minimum, uses)
 * and answers the refusal under the field; a referral code remembered from a ?parrain= link is
 * offered ready to apply.
 */
export function CodeStep({ state, checkout }: { state: CheckoutState; checkout: CheckoutController }) {
  const { t } = useTranslation();
  const applied = state.remise?.code ?? state.choix.code;
  const [code, setCode] = useState(() => (applied ? '' : readReferralCode()));
  const isSavingCode = checkout.savingFields.includes('code');

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSavingCode || code.trim() === '') return;
    if (await checkout.save({ code: code.trim().toUpperCase() })) setCode('');
  };

  return (
    <CheckoutStep number={4} id="checkout-code" title={t('checkout.code.titre')}>
      {applied ? (
        <div className={styles.row}>
          <p className={`${styles.success} ${styles.grow}`} role="status">
            {t('checkout.code.applique', { code: applied })}
          </p>
          <button
            type="button"
            className={buttonClassName('quiet')}
            aria-busy={isSavingCode}
            onClick={() => {
              if (!isSavingCode) void checkout.save({ code: null });
            }}
          >
            {t('checkout.code.retirer')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void apply(event)}>
          <FormField label={t('checkout.code.champ')} errors={checkout.fieldErrors.code}>
            {(control) => (
              <div className={styles.inline}>
                <input
                  {...control}
                  className={inputClassName()}
                  name="code"
                  value={code}
                  maxLength={40}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  onChange={(event) => {
                    setCode(event.target.value);
                    checkout.clearFieldError('code');
                  }}
                />
                <button
                  type="submit"
                  className={buttonClassName('secondary', styles.action)}
                  disabled={code.trim() === ''}
                  aria-busy={isSavingCode}
                >
                  {isSavingCode ? t('checkout.envoi') : t('checkout.code.appliquer')}
                </button>
              </div>
            )}
          </FormField>
        </form>
      )}
    </CheckoutStep>
  );
}
