import { ProductPurchase } from '../../features/basket/components/product-purchase.tsx';
import type { PurchaseRenderer } from '../../features/catalogue/components/product-details.tsx';
import { ProductPage } from '../../features/catalogue/pages/product-page.tsx';
import { renderProductContent } from './product-content.tsx';

/** The chosen variant's purchase block; keyed so another variant starts again from quantity 1. */
const renderPurchase: PurchaseRenderer = (_produit, declinaison) => (
  <ProductPurchase key={declinaison.id} declinaison={declinaison} />
);

/**
 * /:lang/cosmetique/:idSlug: the catalogue's product page composed with the basket's purchase
 * block. A chunk of its own (see router.tsx), like the page alone was.
 */
export default function ProductRoute({ params }: { params: { idSlug?: string } }) {
  return <ProductPage params={params} renderPurchase={renderPurchase} renderContent={renderProductContent} />;
}
