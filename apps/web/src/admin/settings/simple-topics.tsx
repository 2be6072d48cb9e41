import { useTranslation } from '../../lib/i18n-react.tsx';
import { SettingAmount } from './setting-fields.tsx';
import { TextInput, type TopicFormApi } from './topic-form.tsx';
import styles from '../admin.module.css';

/** The company identity: what the legal notice, the invoices and the mails say of the shop. */
export function SocieteFields({ form }: { form: TopicFormApi }) {
  const { t } = useTranslation();
  return (
    <div className={styles.linkForm}>
      <TextInput form={form} name="nom" label={t('admin.reglages.champs.nom')} required />
      <TextInput form={form} name="adresse" label={t('admin.reglages.champs.adresse')} required />
      <TextInput form={form} name="code_postal" label={t('admin.reglages.champs.code_postal')} required />
      <TextInput form={form} name="ville" label={t('admin.reglages.champs.ville')} required />
      <TextInput form={form} name="pays" label={t('admin.reglages.champs.pays')} required />
      <TextInput
        form={form}
        name="email"
        type="email"
        label={t('admin.reglages.champs.email')}
        hint={t('admin.reglages.aides.email')}
        required
      />
      <TextInput form={form} name="telephone" type="tel" label={t('admin.reglages.champs.telephone')} />
      <TextInput
        form={form}
        name="siret"
        label={t('admin.reglages.champs.siret')}
        hint={t('admin.reglages.aides.siret')}
      />
      <TextInput form={form} name="rcs" label={t('admin.reglages.champs.rcs')} />
      <TextInput form={form} name="tva" label={t('admin.reglages.champs.tva')} hint={t('admin.reglages.aides.tva')} />
      <TextInput form={form} name="capital" label={t('admin.reglages.champs.capital')} />
      <TextInput form={form} name="directeur_publication" label={t('admin.reglages.champs.directeur_publication')} />
      <TextInput form={form} name="hebergeur" label={t('admin.reglages.champs.hebergeur')} multiline />
    </div>
  );
}

/** The free-delivery threshold, typed in euros and kept in cents. */
export function LivraisonFields({ form }: { form: TopicFormApi }) {
  return (
    <div className={styles.linkForm}>
      <SettingAmount form={form} name="franco_cents" field="franco" unit="€" />
    </div>
  );
}

/** The ambassador programme's rates, typed in % and kept in basis points. */
export function AmbassadeursFields({ form }: { form: TopicFormApi }) {
  return (
    <div className={styles.linkForm}>
      <SettingAmount form={form} name="commission_bps" field="commission" unit="%" />
      <SettingAmount form={form} name="remise_bps" field="remise" unit="%" />
    </div>
  );
}
