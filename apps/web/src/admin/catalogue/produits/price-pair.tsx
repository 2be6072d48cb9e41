import { calculateHtCents, calculateTtcCents } from '@boutique/domain';
import { useState } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { euros, toCents, type FormValues } from '../../kit/form-fields.tsx';
import styles from '../../admin.module.css';

interface PricePairProps {
  form: UseFormReturn<FormValues>;
  ht: string;
  ttc: string;
  htLabel: string;
  ttcLabel: string;
  /** An empty pair is saved as null (the initial price); otherwise both are required. */
  nullable?: boolean;
}

/**
 * A HT/TTC pair in euros, kept in cents: typing one computes the other with the shop's VAT rule
 * (packages/domain), so either a tax-free price or a round shelf price can be set first.
 */
export function PricePair({ form, ht, ttc, htLabel, ttcLabel, nullable = false }: PricePairProps) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(() => ({ ht: euros(form.getValues(ht)), ttc: euros(form.getValues(ttc)) }));
  const empty = nullable ? null : undefined;
  const set = (name: string, value: unknown) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const change = (side: 'ht' | 'ttc', text: string) => {
    const cents = toCents(text);
    const other = side === 'ht' ? 'ttc' : 'ht';
    set(side === 'ht' ? ht : ttc, cents ?? empty);
    if (typeof cents === 'number') {
      const computed = side === 'ht' ? calculateTtcCents(cents) : calculateHtCents(cents);
      set(side === 'ht' ? ttc : ht, computed);
      setTexts({ [side]: text, [other]: euros(computed) } as { ht: string; ttc: string });
    } else {
      if (cents === undefined) set(side === 'ht' ? ttc : ht, empty);
      setTexts({ [side]: text, [other]: cents === undefined ? '' : texts[other] } as { ht: string; ttc: string });
    }
  };
  const errorOf = (name: string) => {
    const error = form.formState.errors[name] as FieldError | undefined;
    if (!error) return undefined;
    return error.type === 'server' && error.message ? [error.message] : [t('formulaire.invalide')];
  };
  return (
    <>
      {(['ht', 'ttc'] as const).map((side) => (
        <FormField
          key={side}
          label={t(side === 'ht' ? htLabel : ttcLabel)}
          required={!nullable}
          errors={errorOf(side === 'ht' ? ht : ttc)}
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              className={`${styles.input} ${styles.amountInput}`}
              value={texts[side]}
              onChange={(event) => change(side, event.target.value)}
            />
          )}
        </FormField>
      ))}
    </>
  );
}
