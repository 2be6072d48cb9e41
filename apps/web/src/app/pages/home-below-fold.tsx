import { CardCartAction } from '../../features/basket/components/card-cart-action.tsx';
import { useAccueil } from '../../features/catalogue/api/get-accueil.ts';
import { HomeCollection } from '../../features/catalogue/components/home-collection.tsx';
import type { CardActionRenderer } from '../../features/catalogue/components/product-card.tsx';
import { NewsCarousel } from '../../features/content/components/news-carousel.tsx';
import { PartnerBand } from '../../features/home/components/partner-band.tsx';

/** Each card carries the basket's compact add button for its product's default variant. */
const renderCardAction: CardActionRenderer = (produit, declinaison) => (
  <CardCartAction declinaison={declinaison} label={produit.label} />
);

/**
 * The home page under its first screen, in this order: the news carousel, the four
 * rituals and the catalogue by range (with the basket's buttons), then the partner call to action
 * over the background video. Features never import each other, so they meet here.
 */
export default function HomeBelowFold() {
  const video = useAccueil().data?.video;
  return (
    <>
      <NewsCarousel />
      <HomeCollection renderCardAction={renderCardAction} />
      <PartnerBand posterId={video?.poster_visuel_id ?? null} videoSrc={video?.src ?? null} />
    </>
  );
}
