import type { Locale } from '@boutique/domain';
import type { Translations } from '../../db/schema/index.ts';
import { localize } from '../../lib/localize.ts';

/** What naming an order line needs of its variant and product, with their translations. */
export interface NamedVariant {
  produit_label: string;
  produit_traductions: Translations<'label'>;
  conteneur: string;
  label: string;
  declinaison_traductions: Translations<'conteneur' | 'label'>;
}

/**
 * An order line's names in a language: the product's label, and the variant's container and
 * label. Orders store them in the customer's language (mails, invoices, the payment page); the back
 * office names them again in the staff's.
 */
export function lineNames(variant: NamedVariant, langue: Locale) {
  const product = localize({ label: variant.produit_label, traductions: variant.produit_traductions }, langue, [
    'label',
  ]);
  const names = localize(
    { conteneur: variant.conteneur, label: variant.label, traductions: variant.declinaison_traductions },
    langue,
    ['conteneur', 'label'],
  );
  return { produit_label: product.label, label: `${names.conteneur} ${names.label}`.trim() };
}
