import { formatShopDate } from './withdrawal-time.ts';
import type { WithdrawableOrder } from '@boutique/domain';
import { useState, type FormEvent } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { EmailField } from '../../../components/ui/email-input.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ nom?: string[]; email?: string[]; lignes?: string }>({});
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
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(values.email.trim())) found.email = [t('retractation.erreurs.email')];
    if (!Object.values(values.quantities).some((qtt) => qtt > 0)) found.lignes = t('retractation.erreurs.vide');
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
      <fieldset className={styles.lines} aria-describedby={errors.lignes ? 'withdrawal-lines-error' : undefined}>
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
              onChange={(event) => {
                const qtt = Number(event.target.value);
                setValues((current) => ({
                  ...current,
                  quantities: { ...current.quantities, [line.declinaison]: qtt },
                }));
                setErrors((current) => ({ ...current, lignes: undefined }));
              }}
            >
              {Array.from({ length: line.retournable + 1 }, (_, qtt) => (
                <option key={qtt} value={qtt}>
                  {qtt}
                </option>
              ))}
            </select>
          </label>
        ))}
        {errors.lignes && (
          <p id="withdrawal-lines-error" className={styles.error} role="alert">
            {errors.lignes}
          </p>
        )}
      </fieldset>
      {hasSealed && <p className={styles.hint}>{t('retractation.scelle_avertissement')}</p>}
      <TextField
        label={t('retractation.nom')}
        required
        errors={errors.nom}
        name="nom"
        value={values.nom}
        onChange={(event) => setValues((current) => ({ ...current, nom: event.target.value }))}
        autoComplete="name"
        maxLength={160}
      />
      <EmailField
        label={t('retractation.email_contact')}
        required
        errors={errors.email}
        name="email"
        value={values.email}
        onValueChange={(email) => setValues((current) => ({ ...current, email }))}
      />
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
