import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useShopContact } from '../api/get-shop-contact.ts';
import styles from './contact-details.module.css';

/** The shop's own e-mail, phone and address (GET /api/boutique/infos), beside the form. */
export function ContactDetails() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data } = useShopContact();
  return (
    <aside className={styles.details} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('contact.coordonnees')}
      </h2>
      <p className={styles.text}>{t('contact.coordonnees_texte')}</p>
      {data && (
        <dl className={styles.list}>
          {data.email && (
            <div className={styles.row}>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </dd>
            </div>
          )}
          {data.telephone && (
            <div className={styles.row}>
              <dt>{t('contact.telephone')}</dt>
              <dd>
                <a href={`tel:${data.telephone.replace(/[^\d+]/gu, '')}`}>{data.telephone}</a>
              </dd>
            </div>
          )}
          {data.adresse && (
            <div className={styles.row}>
              <dt>{t('contact.adresse')}</dt>
              <dd>
                <address className={styles.address}>
                  {data.adresse}
                  <br />
                  {`${data.code_postal} ${data.ville}`.trim()}
                </address>
              </dd>
            </div>
          )}
        </dl>
      )}
    </aside>
  );
}
