import { formatShopDate } from './withdrawal-time.ts';
import { MailSchema, type WithdrawableOrder } from '@boutique/domain';
import type { FormEvent } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { EmailField } from '../../../components/ui/email-input.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useFormValues } from '../../../components/ui/use-field-errors.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import styles from './withdrawal-form.module.css';

export interface StatementValues {
  nom: string;
  email: string;
  /** Units withdrawn by variant. */
  quantities: Record<number, number>;
}

interface WithdrawalStatementFormProps {
  order: WithdrawableOrder;
  initial: StatementValues;
  onBack: () => void;
  onNext: (statement: StatementValues) => void;
}

/** The statement's first stage: who withdraws, from which units, and where the acknowledgement goes. */
export function WithdrawalStatementForm({ order, initial, onBack, onNext }: WithdrawalStatementFormProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { values, errors, setErrors, change, textField, emailField } = useFormValues(initial);
  const returnable = order.lignes.filter((line) => line.retournable > 0);
  const hasSealed = returnable.some((line) => line.scelle);

  if (!order.ouverte || returnable.length === 0) {
    return (
      <section aria-labelledby="withdrawal-statement" className={styles.form}>
        <h2 id="withdrawal-statement" className={styles.step} tabIndex={-1}>
          {t('retractation.commande', { numero: order.numero })}
        </h2>
        <p role="alert" className={styles.error}>
          {t(order.ouverte ? 'retractation.rien_a_retourner' : 'retractation.erreurs.delai_ecoule')}
        </p>
        <button type="button" className={buttonClassName('secondary')} onClick={onBack}>
          {t('retractation.autre_commande')}
        </button>
      </section>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!values.nom.trim()) found.nom = [t('retractation.erreurs.nom')];
    // The server's own rule for the address (WithdrawalStatementSchema), so what passes here passes there.
    if (!MailSchema.safeParse(values.email).success) found.email = [t('retractation.erreurs.email')];
    if (!Object.values(values.quantities).some((qtt) => qtt > 0)) found.quantities = [t('retractation.erreurs.vide')];
    setErrors(found);
    if (Object.keys(found).length === 0) onNext(values);
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="withdrawal-statement">
      <h2 id="withdrawal-statement" className={styles.step} tabIndex={-1}>
        {t('retractation.commande', { numero: order.numero })}
      </h2>
      {order.echeance && (
        <p className={styles.hint}>{t('retractation.jusqu_au', { date: formatShopDate(order.echeance, tag) })}</p>
      )}
      <fieldset className={styles.lines} aria-describedby={errors.quantities ? 'withdrawal-lines-error' : undefined}>
        <legend>{t('retractation.articles')}</legend>
        {returnable.map((line) => (
          <label key={line.declinaison} className={styles.line}>
            <span>
              {line.produit_label} <span className={styles.variant}>{line.label}</span>
              {line.scelle && <span className={styles.sealed}>{t('retractation.scelle')}</span>}
            </span>
            <select
              value={values.quantities[line.declinaison] ?? 0}
              aria-label={t('retractation.quantite', { article: `${line.produit_label} ${line.label}` })}
              onChange={(event) =>
                change('quantities', { ...values.quantities, [line.declinaison]: Number(event.target.value) })
              }
            >
              {Array.from({ length: line.retournable + 1 }, (_, qtt) => (
                <option key={qtt} value={qtt}>
                  {qtt}
                </option>
              ))}
            </select>
          </label>
        ))}
        {errors.quantities && (
          <p id="withdrawal-lines-error" className={styles.error} role="alert">
            {errors.quantities.join(' ')}
          </p>
        )}
      </fieldset>
      {hasSealed && <p className={styles.hint}>{t('retractation.scelle_avertissement')}</p>}
      <TextField label={t('retractation.nom')} required {...textField('nom')} autoComplete="name" maxLength={160} />
      <EmailField label={t('retractation.email_contact')} required {...emailField('email')} />
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('quiet')} onClick={onBack}>
          {t('retractation.autre_commande')}
        </button>
        <button type="submit" className={buttonClassName('primary')}>
          {t('retractation.continuer')}
        </button>
      </div>
    </form>
  );
}
