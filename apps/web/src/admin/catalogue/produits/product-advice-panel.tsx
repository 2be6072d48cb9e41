import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { listQueryOptions } from '../../kit/resource-api.ts';
import styles from '../../admin.module.css';
import { QueryView } from '../../kit/query-view.tsx';
import { Panel } from '../../kit/panel.tsx';

/** The usage advice (`conseils`) tied to the product, each opening its own editor. */
export function ProductAdvicePanel({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const advice = useQuery(listQueryOptions('conseils', { produit: String(productId) }));
  return (
    <Panel title={t('admin.produit.conseils_titre')}>
      <QueryView
        query={advice}
        isEmpty={(loaded) => loaded.datas.length === 0}
        empty={t('admin.produit.conseils_vide')}
      >
        {(loaded) => (
          <ul>
            {loaded.datas.map((row) => (
              <li key={String(row.id)}>
                <Link href={`/conseils/${String(row.id)}`}>{String(row.label)}</Link>
                {!row.online && <span className={styles.muted}> ({t('admin.produit.hors_ligne')})</span>}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p>
        <Link href={`/conseils/nouveau?produit=${productId}`} className={styles.buttonSmall}>
          {t('admin.produit.conseil_ajouter')}
        </Link>
      </p>
    </Panel>
  );
}
