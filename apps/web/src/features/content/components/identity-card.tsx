import type { ShopInfo } from '@boutique/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from './identity-card.module.css';

/** The company's identity as a definition list (LCEN art. 6-III): every line from the configuration. */
export function IdentityCard({ info }: { info: ShopInfo }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('conditions.identite.raison_sociale'), info.nom],
    [t('conditions.identite.siege'), `${info.adresse}, ${info.code_postal} ${info.ville}, ${info.pays}`],
    [t('conditions.identite.capital'), info.capital],
    [t('conditions.identite.rcs'), info.rcs],
    [t('conditions.identite.siret'), info.siret],
    [t('conditions.identite.tva'), info.tva],
    [t('conditions.identite.directeur'), info.directeur_publication],
    [t('conditions.identite.email'), info.email && <a href={`mailto:${info.email}`}>{info.email}</a>],
    [
      t('conditions.identite.telephone'),
      info.telephone && <a href={`tel:${info.telephone.replace(/[^\d+]/gu, '')}`}>{info.telephone}</a>,
    ],
    [t('conditions.identite.hebergeur'), info.hebergeur],
  ];
  return (
    <dl className={styles.card}>
      {rows
        .filter(([, value]) => Boolean(value))
        .map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
