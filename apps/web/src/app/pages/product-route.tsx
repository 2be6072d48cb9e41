import { describeStock, imageUrl, type Declinaison } from '@boutique/domain';
import { lazy, Suspense } from 'react';
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

/** "Me prévenir du retour" loads only where a variant is sold out. */
const LazyStockAlertForm = lazy(() =>
  import('../../features/stock-alert/components/stock-alert-form.tsx').then((module) => ({
    default: module.StockAlertForm,
  })),
);

/**
 * Under a sold-out variant, the form to be told of its return. Drawn once hydrated: before its
 * script runs, a form sent by the browser itself would put the address in the page's URL.
 */
function SoldOutAlert({ declinaison }: { declinaison: Pick<Declinaison, 'id' | 'stock' | 'reassort'> }) {
  const isHydrated = useHydrated();
  if (!isHydrated || describeStock(declinaison).available > 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyStockAlertForm declinaisonId={declinaison.id} />
    </Suspense>
  );
}

/**
 * The chosen variant's purchase block, and the alert form when it is sold out; keyed so another
 * variant starts again from quantity 1 and an empty form.
 */
const renderPurchase: PurchaseRenderer = (_produit, declinaison) => (
  <>
    <ProductPurchase key={declinaison.id} declinaison={declinaison} />
    <SoldOutAlert key={`alerte-${declinaison.id}`} declinaison={declinaison} />
  </>
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
 * block and add buttons, the stock alert form of a sold-out variant, and the share links. A chunk of its own (see router.tsx).
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
