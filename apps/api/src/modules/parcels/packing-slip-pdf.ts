import type { AddressSnapshot, Locale, RelayPoint, ShopInfo } from '@boutique/domain';
import { invoiceFormatters } from '../invoices/invoice-format.ts';
import { PACKING_SLIP_TEXTS } from './packing-slip-texts.ts';
import { INK, MARGIN, MUTED, startPdf, type PdfWriter } from '../../lib/pdf/pdf-document.ts';

/** One parcel as its slip prints it, in its order's language. */
export interface PackingSlip {
  id: number;
  langue: Locale;
  numero: string | null;
  /** When the order was paid (else placed). */
  date: Date;
  adresse_livraison: AddressSnapshot | null;
  point_relais: RelayPoint | null;
  /** Its rank among its order's parcels, and how many the order has. */
  rang: number;
  total: number;
  lignes: readonly {
    produit_label: string;
    label: string;
    qtt: number;
    /** The lots its units come from (printed for traceability, regulation (EC) 1223/2009). */
    lots: readonly { numero: string; qtt: number }[];
  }[];
}

const COLUMNS = {
  product: { x: 50, width: 250 },
  variant: { x: 300, width: 185 },
  qty: { x: 485, width: 60 },
} as const;

function drawSlip({ doc, write, keepRoom, rule }: PdfWriter, slip: PackingSlip, shop: ShopInfo) {
  const texts = PACKING_SLIP_TEXTS[slip.langue];
  const format = invoiceFormatters(slip.langue);

  // The shop on the left, the order and parcel on the right.
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(14);
  write(shop.nom, MARGIN, MARGIN, 260);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const shopLines = [
    shop.adresse,
    `${shop.code_postal} ${shop.ville}`.trim(),
    shop.pays && format.country(shop.pays),
    shop.email,
    shop.telephone,
  ];
  write(shopLines.filter(Boolean).join('\n'), MARGIN, doc.y + 4, 260);
  const shopBottom = doc.y;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16);
  write(texts.title.toUpperCase(), 330, MARGIN, 215, 'right');
  doc.font('Helvetica').fontSize(10);
  write(`${texts.order} ${slip.numero ?? ''}`, 330, doc.y + 6, 215, 'right');
  write(texts.date(format.date(slip.date)), 330, doc.y + 2, 215, 'right');
  write(texts.parcel(slip.id), 330, doc.y + 2, 215, 'right');
  doc.font('Helvetica-Bold');
  write(texts.parcelOf(slip.rang, slip.total), 330, doc.y + 2, 215, 'right');

  // Where it goes: the relay point (for the recipient named on the address), else the address.
  const address = slip.adresse_livraison;
  const relay = slip.point_relais;
  const recipient = address ? [`${address.prenom} ${address.nom}`.trim(), address.societe] : [];
  const destination = relay
    ? [...recipient, texts.relayPoint(relay.nom), relay.ligne1, `${relay.code_postal} ${relay.ville}`.trim()]
    : address
      ? [...recipient, address.ligne1, address.ligne2, `${address.code_postal} ${address.ville}`.trim()]
      : [];
  const country = relay?.pays ?? address?.pays;
  if (country) destination.push(format.country(country));
  let y = Math.max(shopBottom, doc.y) + 24;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  write(texts.deliverTo.toUpperCase(), 330, y, 215);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  write(destination.filter(Boolean).join('\n'), 330, doc.y + 4, 215);

  // The parcel's lines, without prices.
  y = doc.y + 28;
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
  write(texts.columns.product, COLUMNS.product.x, y, COLUMNS.product.width);
  write(texts.columns.variant, COLUMNS.variant.x, y, COLUMNS.variant.width);
  write(texts.columns.qty, COLUMNS.qty.x, y, COLUMNS.qty.width, 'right');
  rule(doc.y + 4);
  y = doc.y + 10;
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const line of slip.lignes) {
    doc.y = y;
    keepRoom(30);
    y = doc.y;
    write(line.produit_label, COLUMNS.product.x, y, COLUMNS.product.width);
    const productBottom = doc.y;
    write(line.label, COLUMNS.variant.x, y, COLUMNS.variant.width);
    if (line.lots.length > 0) {
      const split = line.lots.length > 1;
      const lots = line.lots.map((lot) => (split ? `${lot.numero} × ${lot.qtt}` : lot.numero)).join(', ');
      doc.fontSize(8.5).fillColor(MUTED);
      write(`${texts.lot} ${lots}`, COLUMNS.variant.x, doc.y + 1, COLUMNS.variant.width);
      doc.fontSize(10).fillColor(INK);
    }
    const variantBottom = doc.y;
    write(String(line.qtt), COLUMNS.qty.x, y, COLUMNS.qty.width, 'right');
    y = Math.max(productBottom, variantBottom, doc.y) + 6;
  }
  rule(y);

  doc.y = y + 24;
  keepRoom(40);
  doc.font('Helvetica-Oblique').fontSize(11).fillColor(INK);
  write(texts.thanks, MARGIN, doc.y, 495);
}

/**
 * Packing slips as one PDF (A4, Helvetica): each parcel starts a page, in its order's language,
 * with the shop, the order and parcel numbers, where it goes and what it holds.
 */
export async function renderPackingSlips(
  slips: readonly PackingSlip[],
  shop: ShopInfo,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const first = slips[0];
  const title = first && slips.length === 1 ? `${PACKING_SLIP_TEXTS[first.langue].title} ${first.id}` : 'Bordereaux';
  const pdf = await startPdf({ title, author: shop.nom, compress: options.compress });
  slips.forEach((slip, index) => {
    if (index > 0) pdf.doc.addPage();
    drawSlip(pdf, slip, shop);
  });
  return pdf.finish();
}
