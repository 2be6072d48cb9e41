import { slugify, type Locale, type LotStock } from '@boutique/domain';
import { linkParagraph, mailDocument, paragraph } from '../checkout/mail-html.ts';
import type { MailMessage } from '../outbox/outbox.service.ts';
import { fillPlaceholders, mailTexts } from '../translations/mail-texts.ts';

/** The "back in stock" mail's texts, shipped with the interface messages (`courriels.alerte_stock`). */
const TEXTS = mailTexts('alerte_stock');

const SIGNATURE = 'Maison Orcaviar';

/** The product page as the storefront links it: /fr/cosmetique/3-creme-riche-au-caviar. */
export function productUrl(publicUrl: string, langue: Locale, product: { id: number; slug: string; label: string }) {
  const slug = product.slug || slugify(product.label);
  return `${publicUrl}/${langue}/cosmetique/${slug ? `${product.id}-${slug}` : product.id}`;
}

/**
 * "{product} is back", in the language the shopper used, with the product's link; keyed by the
 * waiting row (`alerte-stock:{declinaison}:{id}`), so it is queued once whatever runs it twice.
 */
export function renderBackInStockMail(input: {
  alerteId: number;
  declinaisonId: number;
  to: string;
  langue: Locale;
  produit: string;
  format: string;
  url: string;
}): MailMessage {
  const texts = TEXTS[input.langue];
  const values = { produit: input.produit, format: input.format };
  const body = fillPlaceholders(texts.corps, values);
  return {
    to: input.to,
    subject: fillPlaceholders(texts.sujet, values),
    text: [body, `${texts.lien} ${input.url}`, texts.oubli, SIGNATURE].join('\n\n'),
    html: mailDocument(
      input.langue,
      [paragraph(body), linkParagraph(texts.lien, input.url), paragraph(texts.oubli), paragraph(SIGNATURE)].join('\n'),
    ),
    key: `alerte-stock:${input.declinaisonId}:${input.alerteId}`,
  };
}

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
