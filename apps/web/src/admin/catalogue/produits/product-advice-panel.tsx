import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { listQueryOptions } from '../../kit/resource-api.ts';
import styles from '../../admin.module.css';

/** The usage advice (`conseils`) tied to the product, each opening its own editor. */
export function ProductAdvicePanel({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const advice = useQuery(listQueryOptions('conseils', { produit: String(productId) }));
  return (
    <section className={styles.panel} aria-labelledby="produit-conseils">
      <h2 id="produit-conseils" className={styles.panelTitle}>
        {t('admin.produit.conseils_titre')}
      </h2>
      {advice.isPending ? (
        <p role="status" className={styles.muted}>
          {t('admin.kit.chargement')}
        </p>
      ) : advice.isError ? (
        <p role="alert" className={styles.announceAlert}>
          {t('admin.kit.erreur', { message: advice.error.message })}
        </p>
      ) : advice.data.datas.length === 0 ? (
        <p className={styles.muted}>{t('admin.produit.conseils_vide')}</p>
      ) : (
        <ul>
          {advice.data.datas.map((row) => (
            <li key={String(row.id)}>
              <Link href={`/conseils/${String(row.id)}`}>{String(row.label)}</Link>
              {!row.online && <span className={styles.muted}> ({t('admin.produit.hors_ligne')})</span>}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href={`/conseils/nouveau?produit=${productId}`} className={styles.buttonSmall}>
          {t('admin.produit.conseil_ajouter')}
        </Link>
      </p>
    </section>
  );
}
