import type { Locale } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { ArrowRightIcon } from '../../../components/ui/action-icons.tsx';
import { Collapsible } from '../../../components/ui/collapsible.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useFaqs } from '../api/get-faqs.ts';
import { usePrincipes } from '../api/get-principes.ts';
import { ingredientPath } from '../lib/content-paths.ts';
import { productFaqSections } from '../lib/faq-groups.ts';
import { TextParagraphs } from './text-paragraphs.tsx';
import styles from './product-content-sections.module.css';

export interface ProductContentSectionsProps {
  produitId: number;
  /** Ids of the product's active ingredients (Produit.principes). */
  principeIds: readonly number[];
}

/** The product's active ingredients, in their order, as links to their pages. */
function ProductIngredients({ principeIds, locale }: { principeIds: readonly number[]; locale: Locale }) {
  const { t } = useTranslation();
  const query = usePrincipes(locale);
  const principes = (query.data ?? []).filter(({ id }) => principeIds.includes(id));
  if (principes.length === 0) return null;
  return (
    <section className={styles.ingredients} aria-labelledby="product-ingredients">
      <h2 id="product-ingredients" className={styles.heading}>
        {t('contenu.produit.principes_titre')}
      </h2>
      <ul className={styles.ingredientList}>
        {principes.map((principe) => (
          <li key={principe.id}>
            <Link href={`~${ingredientPath(locale, principe)}`} className={styles.ingredient}>
              <span className={styles.ingredientText}>
                <span className={styles.ingredientLabel}>{principe.label}</span>
                {principe.accroche && <span className={styles.ingredientAccroche}>{principe.accroche}</span>}
              </span>
              <ArrowRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Below a product's description: its FAQ sections by kind (usage advice, recommended for…), each
 * a collapsible, and its active ingredients linking to their pages. Shown only when there is
 * something to show; a failed read simply leaves the sections out (the product stays usable).
 */
export function ProductContentSections({ produitId, principeIds }: ProductContentSectionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const faqs = useFaqs(locale);
  const sections = productFaqSections(faqs.data ?? [], produitId);
  return (
    <div className={styles.sections}>
      {sections.length > 0 && (
        <section className={styles.faqs} aria-labelledby="product-faqs">
          <h2 id="product-faqs" className={styles.heading}>
            {t('contenu.produit.faq_titre')}
          </h2>
          {sections.map(({ kind, faqs: entries }) => (
            <Collapsible key={kind} title={t(`faq.sections.${kind}`)} headingLevel={3}>
              {entries.map((faq) =>
                faq.question ? (
                  <div key={faq.id} className={styles.entry}>
                    <h4 className={styles.question}>{faq.question}</h4>
                    <TextParagraphs text={faq.reponse} className={styles.answer} />
                  </div>
                ) : (
                  <TextParagraphs key={faq.id} text={faq.reponse} className={styles.answer} />
                ),
              )}
            </Collapsible>
          ))}
        </section>
      )}
      {principeIds.length > 0 && <ProductIngredients principeIds={principeIds} locale={locale} />}
    </div>
  );
}
