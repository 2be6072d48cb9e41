import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { listQueryOptions } from '../../kit/resource-api.ts';
import { VariantForm } from './variant-form.tsx';
import styles from '../../admin.module.css';
import { QueryView } from '../../kit/query-view.tsx';
import { Panel } from '../../kit/panel.tsx';

/** The product's variants, each its own small form, then one to add a variant. */
export function VariantsPanel({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const variants = useQuery(listQueryOptions('variantes', { produit: String(productId) }));
  return (
    <Panel title={t('admin.variante.titre')}>
      <QueryView query={variants}>
        {(loaded) => (
          <>
            {loaded.datas.length === 0 && <p className={styles.muted}>{t('admin.variante.aucune')}</p>}
            {loaded.datas.map((row) => (
              // Each form keeps its own row (and version) between saves.
              <VariantForm key={String(row.id)} productId={productId} row={row} />
            ))}
            <VariantForm key={`nouvelle-${loaded.datas.length}`} productId={productId} row={null} />
          </>
        )}
      </QueryView>
    </Panel>
  );
}
