import { vatRateBps, type Locale, type ShopInfo, type VatLine } from '@boutique/domain';
import type { commandes, commandesDeclinaisons } from '../../db/schema/index.ts';
import { INK, MARGIN, MUTED, startPdf } from '../../lib/pdf/pdf-document.ts';
import { invoiceFormatters } from './invoice-format.ts';
import { INVOICE_TEXTS } from './invoice-texts.ts';

export type InvoiceOrder = Pick<
  typeof commandes.$inferSelect,
  | 'numero'
  | 'facture_numero'
  | 'payee'
  | 'created'
  | 'lignes_ht'
  | 'lignes_ttc'
  | 'livraison_label'
  | 'livraison_ttc'
  | 'remise_code'
  | 'remise_ttc'
  | 'total_ht'
  | 'total_ttc'
  | 'tva'
  | 'tva_pays'
  | 'adresse_facturation'
  | 'adresse_livraison'
>;
export type InvoiceLine = Pick<
  typeof commandesDeclinaisons.$inferSelect,
  'produit_label' | 'label' | 'qtt' | 'prix_ht' | 'prix_ttc' | 'tva_bps'
>;

export interface InvoiceOptions {
  /** The shop's page on withdrawal and returns, in the order's language. */
  returnsUrl: string;
  /** Deflate the page streams (the default); tests read the text uncompressed. */
  compress?: boolean;
  /**
   * Renders a credit note of this invoice instead of the invoice, stating its own stored amounts
   * and VAT (the order's when absent); a refund in part's (`isPartial`) sums the refund in one line.
   */
  creditNote?: {
    numero: string;
    created: Date;
    amounts?: { total_ht: number; total_ttc: number; tva: VatLine[] };
    isPartial?: boolean;
  };
}

/** Lines table: x and width of each column (A4 is 595 pt wide, 495 between the margins). */
const COLUMNS = {
  designation: { x: 50, width: 205 },
  qty: { x: 255, width: 40 },
  unitHt: { x: 295, width: 80 },
  vat: { x: 375, width: 50 },
  totalHt: { x: 425, width: 120 },
} as const;

/**
 * The invoice of a paid order as a PDF, or the credit note that cancels it (A4, Helvetica, no font file needed): seller, invoice and
 * order numbers, billing address, lines, delivery and discount, the VAT per rate, the totals and
 * the mentions of a paid consumer sale. Amounts come from the order as stored, never recomputed.
 */
export async function renderInvoice(
  order: InvoiceOrder,
  lines: readonly InvoiceLine[],
  company: ShopInfo,
  locale: Locale,
  options: InvoiceOptions,
): Promise<Buffer> {
  const texts = INVOICE_TEXTS[locale];
  const format = invoiceFormatters(locale);
  const paidAt = order.payee ?? order.created;
  const { creditNote } = options;
  const partial = creditNote?.isPartial === true;
  // A credit note states the amounts it was issued with, to the cent its accounting export shows.
  const amounts = creditNote?.amounts ?? order;
  const title = creditNote ? texts.credit.title : texts.title;
  const numberLine = creditNote
    ? `${texts.credit.number} ${creditNote.numero}`
    : `${texts.number} ${order.facture_numero ?? ''}`;
  const { doc, write, keepRoom, rule, finish } = await startPdf({
    title: `${title} ${creditNote?.numero ?? order.facture_numero ?? ''}`.trim(),
    author: company.nom,
    ...(options.compress === undefined ? {} : { compress: options.compress }),
  });

  // Seller on the left, invoice references on the right.
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(14);
  write(company.nom, MARGIN, MARGIN, 260);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const sellerLines = [
    company.adresse,
    `${company.code_postal} ${company.ville}`.trim(),
    format.country(company.pays),
    company.email,
    company.telephone,
  ];
  write(sellerLines.filter(Boolean).join('\n'), MARGIN, doc.y + 4, 260);
  const sellerBottom = doc.y;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18);
  write(title.toUpperCase(), 330, MARGIN, 215, 'right');
  doc.font('Helvetica').fontSize(10);
  write(numberLine, 330, doc.y + 6, 215, 'right');
  if (creditNote) {
    const corrects = partial ? texts.credit.partial : texts.credit.cancels;
    write(corrects(order.facture_numero ?? ''), 330, doc.y + 2, 215, 'right');
  }
  write(texts.date(format.date(creditNote?.created ?? paidAt)), 330, doc.y + 2, 215, 'right');
  write(`${texts.order} ${order.numero ?? ''}`, 330, doc.y + 2, 215, 'right');

  // The customer, as the billing address was when ordering.
  const address = order.adresse_facturation ?? order.adresse_livraison;
  let y = Math.max(sellerBottom, doc.y) + 24;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  write(texts.billedTo.toUpperCase(), 330, y, 215);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  if (address) {
    const billing = [
      `${address.prenom} ${address.nom}`.trim(),
      address.societe,
      address.ligne1,
      address.ligne2,
      `${address.code_postal} ${address.ville}`.trim(),
      format.country(address.pays),
    ];
    write(billing.filter(Boolean).join('\n'), 330, doc.y + 4, 215);
  }

  // Lines, unit prices without VAT.
  y = doc.y + 28;
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
  const headers = [
    [texts.columns.designation, COLUMNS.designation, 'left'],
    [texts.columns.qty, COLUMNS.qty, 'right'],
    [texts.columns.unitHt, COLUMNS.unitHt, 'right'],
    [texts.columns.vat, COLUMNS.vat, 'right'],
    [texts.columns.totalHt, COLUMNS.totalHt, 'right'],
  ] as const;
  let headerBottom = y;
  for (const [label, column, align] of headers) {
    write(label, column.x, y, column.width, align);
    headerBottom = Math.max(headerBottom, doc.y);
  }
  rule(headerBottom + 4);
  y = headerBottom + 10;
  doc.font('Helvetica').fontSize(9.5).fillColor(INK);
  for (const line of partial ? [] : lines) {
    doc.y = y;
    keepRoom(30);
    y = doc.y;
    write(`${line.produit_label} - ${line.label}`, COLUMNS.designation.x, y, COLUMNS.designation.width);
    const rowBottom = doc.y;
    write(String(line.qtt), COLUMNS.qty.x, y, COLUMNS.qty.width, 'right');
    write(format.money(line.prix_ht), COLUMNS.unitHt.x, y, COLUMNS.unitHt.width, 'right');
    write(format.rate(vatRateBps(line)), COLUMNS.vat.x, y, COLUMNS.vat.width, 'right');
    write(format.money(line.prix_ht * line.qtt), COLUMNS.totalHt.x, y, COLUMNS.totalHt.width, 'right');
    y = Math.max(rowBottom, doc.y) + 6;
  }
  rule(y);

  // Goods, delivery and discount as charged (TTC), then the VAT per rate and the totals.
  const summary: [string, string][] = partial
    ? [[texts.credit.partialLine, format.money(amounts.total_ttc)]]
    : [
        [texts.linesHt, format.money(order.lignes_ht)],
        [texts.linesTtc, format.money(order.lignes_ttc)],
      ];
  if (!partial && order.livraison_label) {
    summary.push([
      texts.delivery(order.livraison_label),
      order.livraison_ttc ? format.money(order.livraison_ttc) : texts.free,
    ]);
  }
  if (!partial && order.remise_code && order.remise_ttc) {
    summary.push([texts.discount(order.remise_code), `-${format.money(order.remise_ttc)}`]);
  }
  doc.y = y + 10;
  keepRoom(summary.length * 16 + 140);
  const amountRow = (label: string, amount: string, bold = false) => {
    const top = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    write(label, 255, top, 190, 'right');
    const labelBottom = doc.y;
    write(amount, 445, top, 100, 'right');
    doc.y = Math.max(labelBottom, doc.y) + 3;
  };
  doc.fontSize(9.5).fillColor(INK);
  for (const [label, amount] of summary) amountRow(label, amount);

  doc.y += 10;
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
  const vatTop = doc.y;
  write(texts.vatTitle.toUpperCase(), MARGIN, vatTop, 300);
  // The country whose VAT was charged (the rates below are that country's); none outside the EU.
  if (order.tva_pays) write(texts.vatCountry(format.country(order.tva_pays)), 330, vatTop, 215, 'right');
  const vatColumns = [
    { x: 50, width: 80, align: 'left' },
    { x: 130, width: 100, align: 'right' },
    { x: 230, width: 100, align: 'right' },
    { x: 330, width: 100, align: 'right' },
  ] as const;
  const vatRow = (cells: readonly string[]) => {
    const top = doc.y + 3;
    let bottom = top;
    cells.forEach((cell, index) => {
      const column = vatColumns[index]!;
      write(cell, column.x, top, column.width, column.align);
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
  };
  vatRow([texts.vatColumns.rate, texts.vatColumns.base, texts.vatColumns.amount, texts.vatColumns.ttc]);
  doc.font('Helvetica').fontSize(9.5).fillColor(INK);
  for (const vat of amounts.tva) {
    vatRow([
      format.rate(vat.taux_bps),
      format.money(vat.base_ht),
      format.money(vat.montant),
      format.money(vat.base_ht + vat.montant),
    ]);
  }
  if (!partial && order.tva.length > 1 && (order.livraison_ttc || order.remise_ttc)) {
    doc.fontSize(8).fillColor(MUTED);
    write(texts.sharedNote, MARGIN, doc.y + 4, 380);
  }

  if (order.tva_pays === null) {
    doc.fontSize(8).fillColor(MUTED);
    write(texts.vatExport, MARGIN, doc.y + 4, 495);
  } else if (order.tva_pays !== 'FR') {
    doc.fontSize(8).fillColor(MUTED);
    write(texts.vatOss(format.country(order.tva_pays)), MARGIN, doc.y + 4, 495);
  }

  const totalVat = amounts.tva.reduce((sum, vat) => sum + vat.montant, 0);
  doc.y += 14;
  doc.fontSize(10).fillColor(INK);
  amountRow(texts.totalHt, format.money(amounts.total_ht));
  amountRow(texts.totalVat, format.money(totalVat));
  rule(doc.y + 1);
  doc.y += 5;
  doc.fontSize(12);
  amountRow(texts.totalTtc, format.money(amounts.total_ttc), true);

  // Mentions of a consumer sale paid by card, then the seller's legal identity.
  doc.y += 24;
  keepRoom(110);
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  if (creditNote) {
    write(texts.credit.refunded(format.date(creditNote.created)), MARGIN, doc.y, 495);
  } else {
    write(texts.paid(format.date(paidAt)), MARGIN, doc.y, 495);
    write(texts.noEarlyDiscount, MARGIN, doc.y + 2, 495);
    write(texts.withdrawal(options.returnsUrl), MARGIN, doc.y + 2, 495);
  }
  doc.y += 16;
  rule(doc.y);
  doc.fontSize(8).fillColor(MUTED);
  const identity = [
    company.nom,
    [company.adresse, `${company.code_postal} ${company.ville}`.trim(), format.country(company.pays)]
      .filter(Boolean)
      .join(', '),
    [
      company.siret && `${texts.siret} ${company.siret}`,
      company.rcs,
      company.tva && `${texts.vatNumber} ${company.tva}`,
      company.capital && `${texts.capital} ${company.capital}`,
    ]
      .filter(Boolean)
      .join(' - '),
  ];
  write(identity.filter(Boolean).join('\n'), MARGIN, doc.y + 6, 495, 'left');

  return finish();
}
