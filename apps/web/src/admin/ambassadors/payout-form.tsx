import {
  AmbassadorPayoutInputSchema,
  payoutRefusal,
  type AmbassadorDetail,
  type AmbassadorPayoutInput,
} from '@boutique/domain';
import fieldStyles from '../../components/ui/form-field.module.css';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { parseEurosToCents } from '../payment-links/lib/amount.ts';
import { AmountField } from '../kit/amount-field.tsx';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { messagesOf, placeServerErrors, useSchemaForm } from '../kit/schema-form.ts';
import styles from '../admin.module.css';
import { recordPayout } from './ambassadeurs-api.ts';
import { useMoney } from './use-money.ts';
import { Panel } from '../kit/panel.tsx';
import { SubmitButton } from '../kit/submit-button.tsx';

/** The amount as typed in euros, under the schema's own name so its errors and the server's land on it. */
type Typed = { montant_ht: string; paye_le: string; reference: string };

const today = () => new Date().toISOString().slice(0, 10);
const blank = (): Typed => ({ montant_ht: '', paye_le: today(), reference: '' });

/** Euros typed read as cents; an amount that does not read is left out, so the schema reports it. */
const toInput = (typed: Typed) => ({ ...typed, montant_ht: parseEurosToCents(typed.montant_ht) ?? undefined });

/** "Marquer un versement comme payé": an amount up to the balance, the transfer's day and reference. */
export function PayoutForm({
  ambassador,
  onDone,
}: {
  ambassador: AmbassadorDetail;
  onDone: (next: AmbassadorDetail) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const form = useSchemaForm<Typed, AmbassadorPayoutInput>(AmbassadorPayoutInputSchema, blank(), { toInput });
  const { errors, isSubmitting } = form.formState;
  const { announcement, say, fail, clear } = useAnnouncer();

  const submit = form.handleSubmit(async (input) => {
    // The balance is the page's to know: checked here first, then again by the server.
    const refusal = payoutRefusal(input.montant_ht, ambassador.solde_ht);
    if (refusal) {
      form.setError('montant_ht', { type: 'balance', message: refusal }, { shouldFocus: true });
      return;
    }
    try {
      const next = await recordPayout(String(ambassador.id), input);
      form.reset(blank());
      say(t('admin.ambassadeurs.versement_enregistre', { montant: money(input.montant_ht) }));
      onDone(next);
    } catch (error) {
      placeServerErrors(form, error, ['montant_ht', 'paye_le', 'reference']);
      fail(error);
    }
  });
  // An amount that does not read as euros gets the page's example, in the page's language.
  const amountErrors =
    errors.montant_ht?.type === 'invalid_type'
      ? [t('admin.ambassadeurs.montant_invalide')]
      : messagesOf(errors.montant_ht);

  return (
    <Panel title={t('admin.ambassadeurs.marquer_paye')}>
      <form
        className={styles.linkForm}
        onSubmit={(event) => {
          clear();
          void submit(event);
        }}
        noValidate
      >
        <AmountField
          label={t('admin.ambassadeurs.montant')}
          hint={t('admin.ambassadeurs.montant_aide', { solde: money(ambassador.solde_ht) })}
          errors={amountErrors}
          registration={form.register('montant_ht')}
        />
        <FormField label={t('admin.ambassadeurs.paye_le')} required errors={messagesOf(errors.paye_le)}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={`${fieldStyles.input} ${styles.input}`}
              {...form.register('paye_le')}
            />
          )}
        </FormField>
        <FormField label={t('admin.ambassadeurs.reference')} errors={messagesOf(errors.reference)}>
          {(control) => (
            <input
              {...control}
              className={`${fieldStyles.input} ${styles.input}`}
              autoComplete="off"
              {...form.register('reference')}
            />
          )}
        </FormField>
        <div className={styles.formFooter}>
          <SubmitButton isBusy={isSubmitting} disabled={ambassador.solde_ht <= 0}>
            {t('admin.ambassadeurs.marquer_paye')}
          </SubmitButton>
        </div>
      </form>
      <Announcer announcement={announcement} />
    </Panel>
  );
}
