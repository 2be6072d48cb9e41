import type { Declinaison, Produit } from '@boutique/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { ArrowLeftIcon, TruckIcon } from '../../../components/ui/action-icons.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useAvailability } from '../../../lib/use-availability.ts';
import { findDefaultDeclinaison } from '../lib/default-declinaison.ts';
import { PriceTag, type PricedItem } from './price-tag.tsx';
import { galleryImages, ProductGallery } from './product-gallery.tsx';
import { RangeMark } from './range-mark.tsx';
import { CountryPriceNote } from '../../../components/ui/country-price-note.tsx';
import { StockLabel } from '../../../components/ui/stock-label.tsx';
import { useCountryPrices } from '../../../lib/country-prices.ts';
import { VariantPicker } from './variant-picker.tsx';
import styles from './product-details.module.css';

/** The variant's price for the visitor's country, and which country that is. */
function CountryPrice({ declinaison }: { declinaison: PricedItem & { id: number } }) {
  const { reprice } = useCountryPrices();
  return (
    <>
      <PriceTag item={reprice(declinaison)} size="page" />
      <CountryPriceNote />
    </>
  );
}

/** Tags of type 'tag' are the ones shown to shoppers; other types drive ranges and search. */
const visibleTags = (produit: Produit) => produit.produits_tags.filter(({ tag }) => tag.type === 'tag');

/**
 * Shown under the variant choice once a variant is picked: its delivery lead, decided with its
 * stock (useAvailability), so a sold-out variant promises no delivery and a restocked one dates it.
 */
function DeliveryLead({ declinaison }: { declinaison: Declinaison }) {
  const { t } = useTranslation();
  const { delivery } = useAvailability(declinaison);
  if (delivery === null) return null;
  return (
    <p className={styles.delivery}>
      <TruckIcon />
      <span>
        <span className={styles.deliveryLabel}>{t('produit.livraison')}</span> {delivery}
      </span>
    </p>
  );
}

/** A slot the page fills with the purchase block of the chosen variant (the basket feature). */
export type PurchaseRenderer = (produit: Produit, declinaison: Declinaison) => ReactNode;

/** A slot the page fills under the description (the share links, composed by the app). */
export type ProductAsideRenderer = (produit: Produit) => ReactNode;

/**
 * Everything a product page shows: gallery, range, name, catch line, variant choice with the
 * chosen variant's price, stock and delivery lead, tags and description. Keyed by product id by
 * the page, so the default variant is picked again for each product.
 */
export function ProductDetails({
  produit,
  renderPurchase,
  renderShare,
}: {
  produit: Produit;
  renderPurchase?: PurchaseRenderer | undefined;
  renderShare?: ProductAsideRenderer | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const images = galleryImages(produit);
  const [selectedId, setSelectedId] = useState(() => findDefaultDeclinaison(produit)?.id ?? null);
  const [imageIndex, setImageIndex] = useState(0);
  const declinaison = produit.declinaisons.find(({ id }) => id === selectedId) ?? null;
  const tags = visibleTags(produit);

  const selectVariant = (id: number) => {
    setSelectedId(id);
    // A variant with its own picture brings it to the front of the gallery.
    const visuelId = produit.declinaisons.find((item) => item.id === id)?.visuel_id;
    const index = images.findIndex((image) => image.kind === 'visuel' && image.id === visuelId);
    if (index >= 0) setImageIndex(index);
  };

  return (
    <div className={styles.page}>
      <nav className={styles.back} aria-label={t('produit.fil_ariane')}>
        <Link href={`~${localePath(locale, 'accueil')}`} className={styles.backLink}>
          <ArrowLeftIcon />
          {t('produit.retour')}
        </Link>
      </nav>
      <div className={styles.layout}>
        <div className={styles.media}>
          <ProductGallery images={images} activeIndex={imageIndex} onSelect={setImageIndex} />
        </div>
        <div className={styles.info}>
          {produit.gamme && (
            <p className={styles.range}>
              <RangeMark colour={produit.gamme.couleur} />
              {produit.gamme.tag.label}
            </p>
          )}
          <h1 className={styles.title}>{produit.label}</h1>
          {produit.accroche && <p className={styles.accroche}>{produit.accroche}</p>}

          {declinaison && (
            <div className={styles.offer}>
              <CountryPrice declinaison={declinaison} />
              {/* With a purchase block, the stock shows under its quantity, for that quantity. */}
              {!renderPurchase && <StockLabel info={declinaison} />}
            </div>
          )}

          {produit.declinaisons.length > 0 && (
            <VariantPicker declinaisons={produit.declinaisons} selectedId={selectedId} onChange={selectVariant} />
          )}
          {declinaison && renderPurchase?.(produit, declinaison)}
          {declinaison && <DeliveryLead declinaison={declinaison} />}
          {/* Directive 2011/83/EU art. 16(e): said before the purchase, as the terms of sale say it. */}
          {produit.scelle && <p className={styles.delivery}>{t('produit.scelle')}</p>}

          {tags.length > 0 && (
            <ul className={styles.tags} aria-label={t('produit.atouts')}>
              {tags.map(({ tag }) => (
                <li key={tag.id} className={styles.tag}>
                  {tag.label}
                </li>
              ))}
            </ul>
          )}

          {produit.description && (
            <section className={styles.description} aria-labelledby="product-description">
              <h2 id="product-description" className={styles.descriptionTitle}>
                {t('produit.description')}
              </h2>
              {produit.description
                .split(/\n\s*\n/u)
                .filter(Boolean)
                .map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
            </section>
          )}
          {renderShare?.(produit)}
        </div>
      </div>
    </div>
  );
}
