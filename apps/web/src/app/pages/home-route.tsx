import { CardCartAction } from '../../features/basket/components/card-cart-action.tsx';
import type { CardActionRenderer } from '../../features/catalogue/components/product-card.tsx';
import { HomePage } from '../../features/catalogue/pages/home-page.tsx';

/** Each card of the home page carries the basket's compact add button for its default variant. */
const renderCardAction: CardActionRenderer = (produit, declinaison) => (
  <CardCartAction declinaison={declinaison} label={produit.label} />
);

/** /:lang/accueil: the catalogue's home page composed with the basket. */
export function HomeRoute() {
  return <HomePage renderCardAction={renderCardAction} />;
}
