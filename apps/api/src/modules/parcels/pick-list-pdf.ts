import { LOCALE_TAGS, shopDateTimeFormat, type Locale, type PickList, type ShopInfo } from '@boutique/domain';
import { PICK_LIST_TEXTS } from './pick-list-texts.ts';
import { INK, MARGIN, MUTED, startPdf } from '../../lib/pdf/pdf-document.ts';

const COLUMNS = {
  product: { x: 50, width: 170 },
  variant: { x: 220, width: 110 },
  qty: { x: 330, width: 40 },
  orders: { x: 380, width: 165 },
} as const;

/** The pick list as a PDF in the staff's language: when it was drawn up, totals, then one row a variant. */
export async function renderPickList(
  list: Omit<PickList, 'code'>,
  shop: ShopInfo,
  locale: Locale,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const texts = PICK_LIST_TEXTS[locale];
  const when = shopDateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'short', timeStyle: 'short' });
  const pdf = await startPdf({ title: texts.title, author: shop.nom, compress: options.compress });
  const { doc, write, keepRoom, rule } = pdf;

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16);
  write(texts.title, MARGIN, MARGIN, 495);
  doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
  write(texts.generated(when.format(new Date(list.genere))), MARGIN, doc.y + 4, 495);
  doc.fillColor(INK);
  write(texts.totals(list.commandes, list.unites), MARGIN, doc.y + 2, 495);

  let y = doc.y + 20;
  if (list.lignes.length === 0) {
    write(texts.empty, MARGIN, y, 495);
    return pdf.finish();
  }
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
    write(texts.columns.product, COLUMNS.product.x, y, COLUMNS.product.width);
    write(texts.columns.variant, COLUMNS.variant.x, y, COLUMNS.variant.width);
    write(texts.columns.qty, COLUMNS.qty.x, y, COLUMNS.qty.width, 'right');
    write(texts.columns.orders, COLUMNS.orders.x, y, COLUMNS.orders.width);
    rule(doc.y + 4);
    y = doc.y + 10;
    doc.font('Helvetica').fontSize(9.5).fillColor(INK);
  };
  header();
  for (const line of list.lignes) {
    doc.y = y;
    if (doc.y + 30 > doc.page.height - MARGIN) {
      keepRoom(30);
      y = doc.y;
      header();
    }
    const cells = [
      write(line.produit_label, COLUMNS.product.x, y, COLUMNS.product.width).y,
      write(line.label, COLUMNS.variant.x, y, COLUMNS.variant.width).y,
      write(String(line.qtt), COLUMNS.qty.x, y, COLUMNS.qty.width, 'right').y,
      write(line.commandes.join(', '), COLUMNS.orders.x, y, COLUMNS.orders.width).y,
    ];
    y = Math.max(...cells) + 2;
    // Then the units by lot, first-expiring first: the picker takes these lots.
    doc.fontSize(8.5).fillColor(MUTED);
    for (const lot of line.lots) {
      const name = `${texts.lot} ${lot.numero}${lot.dluo ? ` (${lot.dluo})` : ''}`;
      const bottom = Math.max(
        write(name, COLUMNS.variant.x, y, COLUMNS.variant.width).y,
        write(String(lot.qtt), COLUMNS.qty.x, y, COLUMNS.qty.width, 'right').y,
      );
      y = bottom + 2;
    }
    doc.fontSize(9.5).fillColor(INK);
    y += 4;
  }
  return pdf.finish();
}
