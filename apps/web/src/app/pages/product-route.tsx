import { imageUrl } from '@boutique/domain';
import { CardCartAction } from '../../features/basket/components/card-cart-action.tsx';
import { ProductPurchase } from '../../features/basket/components/product-purchase.tsx';
import type { CardActionRenderer } from '../../features/catalogue/components/product-card.tsx';
import type { ProductAsideRenderer, PurchaseRenderer } from '../../features/catalogue/components/product-details.tsx';
import { productPath } from '../../features/catalogue/lib/product-path.ts';
import { ProductPage } from '../../features/catalogue/pages/product-page.tsx';
import { ShareButtons } from '../../components/ui/share-buttons.tsx';
import { withBrandSuffix } from '../../lib/brand.ts';
import { useLocale } from '../../lib/locale-context.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { Produit } from '@boutique/domain';
import { renderProductContent } from './product-content.tsx';
import styles from './product-route.module.css';

/** The chosen variant's purchase block; keyed so another variant starts again from quantity 1. */
const renderPurchase: PurchaseRenderer = (_produit, declinaison) => (
  <ProductPurchase key={declinaison.id} declinaison={declinaison} />
);

/** Each cross-sell card carries the basket's compact add button, as on the home page. */
const renderCardAction: CardActionRenderer = (produit, declinaison) => (
  <CardCartAction declinaison={declinaison} label={produit.label} />
);

/** The product's share links: its name with the brand suffix, its first picture for Pinterest. */
function ProductShare({ produit }: { produit: Produit }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The links name the site's origin, which only the browser knows: relative until hydrated.
  const origin = useHydrated() ? window.location.origin : '';
  return (
    <section className={styles.share} aria-labelledby="product-share-title">
      <h2 id="product-share-title" className={styles.shareTitle}>
        {t('produit.partage')}
      </h2>
      <ShareButtons
        url={`${origin}${productPath(locale, produit)}`}
        title={withBrandSuffix(produit.label)}
        imageUrl={`${origin}${imageUrl('produit', produit.id, 960, 'jpg')}`}
      />
    </section>
  );
}

const renderShare: ProductAsideRenderer = (produit) => <ProductShare produit={produit} />;

/**
 * /:lang/cosmetique/:idSlug: the catalogue's product page composed with the basket's purchase
 * block and add buttons, and the share links. A chunk of its own (see router.tsx).
 */
export default function ProductRoute({ params }: { params: { idSlug?: string } }) {
  return (
    <ProductPage
      params={params}
      renderPurchase={renderPurchase}
      renderShare={renderShare}
      renderCardAction={renderCardAction}
      renderContent={renderProductContent}
    />
  );
}
