import { slugify, type Locale, type LotStock } from '@boutique/domain';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import type { MailMessage } from '../outbox/outbox.service.ts';
import { shippedMails } from '../mail-templates/shipped-template.ts';
import wording from './stock-alert-mails.wording.json' with { type: 'json' };

/** The product page as the storefront links it: /fr/cosmetique/3-creme-riche-au-caviar. */
export function productUrl(publicUrl: string, langue: Locale, product: { id: number; slug: string; label: string }) {
  const slug = product.slug || slugify(product.label);
  return `${publicUrl}/${langue}/cosmetique/${slug ? `${product.id}-${slug}` : product.id}`;
}

export interface BackInStockInput {
  produit: string;
  format: string;
  url: string;
}

/** "{product} is back", in the language the shopper used, with the product's link. */
export const backInStockMail: MailDefinition<BackInStockInput> = {
  cle: 'alerte_stock',
  shipped: shippedMails(wording.alerte_stock, 'signed'),
  view: (input) => ({ valeurs: { produit: input.produit, format: input.format, lien: input.url } }),
  sample: (langue, publicUrl) => ({
    produit: 'Crème riche au caviar',
    format: 'Pot 50 ml',
    url: `${publicUrl}/${langue}/cosmetique/1-creme-riche-au-caviar`,
  }),
};

export interface LowStockLine {
  produit: string;
  label: string;
  stock: number | null;
  seuil: number;
}

/** Lots close to their date, for the digest. */
export interface DueLots {
  lots: readonly Pick<LotStock, 'numero' | 'produit_label' | 'label' | 'dluo' | 'quantite'>[];
  total: number;
  url: string;
}

/**
 * The shop's daily list of variants at or under their threshold and of lots close to their
 * best-before date, in French (the staff's language), keyed by the Paris day so it leaves once a day.
 */
export function renderLowStockDigest(
  to: string,
  day: string,
  lines: readonly LowStockLine[],
  adminUrl: string,
  due: DueLots = { lots: [], total: 0, url: '' },
) {
  const rows = lines.map(
    (line) => `- ${line.produit} (${line.label}) : ${line.stock ?? 0} en stock, seuil ${line.seuil}`,
  );
  const count = lines.length;
  const parts: string[] = [];
  if (count > 0) {
    const intro = `${count} déclinaison${count > 1 ? 's sont' : ' est'} à son seuil d’alerte ou en dessous :`;
    parts.push(intro, rows.join('\n'), `Gérer les stocks : ${adminUrl}`);
  }
  if (due.total > 0) {
    const lotRows = due.lots.map(
      (lot) => `- Lot ${lot.numero}, ${lot.produit_label} (${lot.label}) : ${lot.quantite} en stock, date ${lot.dluo}`,
    );
    const more = due.total > due.lots.length ? [`… et ${due.total - due.lots.length} autre(s).`] : [];
    parts.push(
      `${due.total} lot${due.total > 1 ? 's approchent' : ' approche'} de sa date limite :`,
      [...lotRows, ...more].join('\n'),
      `Voir les lots : ${due.url}`,
    );
  }
  const subject =
    count > 0
      ? `Stock bas : ${count} déclinaison${count > 1 ? 's' : ''} (${day})`
      : `Lots proches de leur date : ${due.total} (${day})`;
  return { to, subject, text: parts.join('\n\n'), key: `stock-bas:${day}` } satisfies MailMessage;
}
