import { FAQ_SECTION_KINDS } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { pageQueryOptions } from '../../kit/resource-api.ts';
import styles from '../../admin.module.css';
import kit from '../../kit/kit.module.css';
import { QueryView } from '../../kit/query-view.tsx';
import { Panel } from '../../kit/panel.tsx';

/**
 * The product page's FAQ sections (actif, utilisation, pour, entretien, resume, market,
 * tech): the entries of each kind, each opening its own editor, and a way to add one to a kind.
 */
export function ProductFaqsPanel({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const query = new URLSearchParams({ produit: String(productId), limit: '200', sort: 'ordre' });
  const faqs = useQuery(pageQueryOptions('faqs', query));
  return (
    <Panel title={t('admin.produit.faqs_titre')}>
      <QueryView query={faqs}>
        {(loaded) =>
          FAQ_SECTION_KINDS.map((kind) => {
            const entries = loaded.datas.filter((row) => row.type === kind);
            return (
              <div key={kind} className={kit.section}>
                <h3 className={kit.sectionTitle}>
                  {t(`faq.sections.${kind}`)} <span className={kit.badge}>{entries.length}</span>
                </h3>
                {entries.length > 0 && (
                  <ul>
                    {entries.map((row) => (
                      <li key={String(row.id)}>
                        <Link href={`/faqs/${String(row.id)}`}>{String(row.question)}</Link>
                      </li>
                    ))}
                  </ul>
                )}
                <p>
                  <Link href={`/faqs/nouveau?produit=${productId}&type=${kind}`} className={styles.buttonSmall}>
                    {t('admin.produit.faq_ajouter', { section: t(`faq.sections.${kind}`) })}
                  </Link>
                </p>
              </div>
            );
          })
        }
      </QueryView>
    </Panel>
  );
}
