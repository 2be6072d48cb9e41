import { formatEuros, type ShopInfo } from '@boutique/domain';
import { describe, expect, it } from 'vitest';
import { toWinAnsi } from '../../lib/pdf/win-ansi.ts';
import { renderInvoice, type InvoiceLine, type InvoiceOrder } from './invoice-pdf.ts';
import { drawnText } from './pdf-text.ts';
import { CAMILLE_ADDRESS } from '../../test/addresses.ts';

const company: ShopInfo = {
  nom: 'Maison Orcaviar SAS',
  adresse: '14 rue de Castellane',
  code_postal: '75008',
  ville: 'Paris',
  pays: 'France',
  siret: '91248356700018',
  rcs: 'RCS Paris 912 483 567',
  tva: 'FR36912483567',
  capital: '150 000 €',
  email: 'contact@orcaviar.example',
  telephone: '+33 1 99 00 12 34',
  directeur_publication: 'Hélène Castaing',
  hebergeur: 'Hexacloud SAS',
};

const lines: InvoiceLine[] = [
  { produit_label: 'Crème au caviar', label: 'Pot 50 ml', qtt: 2, prix_ht: 10_000, prix_ttc: 12_000, tva_bps: 2000 },
  { produit_label: 'Sérum perlé', label: 'Flacon 30 ml', qtt: 1, prix_ht: 4_500, prix_ttc: 5_400, tva_bps: 2000 },
];
// 24,000 + 5,400 TTC of goods, 690 delivery, 2,940 discount: 27,150 TTC at 20 %.
const order: InvoiceOrder = {
  numero: 'OC-2026-000042',
  facture_numero: 'F-2026-000007',
  payee: new Date('2026-11-20T10:30:00Z'),
  created: new Date('2026-11-20T10:20:00Z'),
  lignes_ht: 24_500,
  lignes_ttc: 29_400,
  livraison_label: 'Colissimo suivi',
  livraison_ttc: 690,
  remise_code: 'PERLE10',
  remise_ttc: 2_940,
  total_ht: 22_625,
  total_ttc: 27_150,
  tva: [{ taux_bps: 2000, base_ht: 22_625, montant: 4_525 }],
  tva_pays: 'FR',
  adresse_facturation: CAMILLE_ADDRESS,
  adresse_livraison: null,
};
const options = { returnsUrl: 'https://orcaviar.example/fr/conditions/retours', compress: false };
const euros = (cents: number, tag = 'fr-FR') => toWinAnsi(formatEuros(cents, tag));

describe('renderInvoice', () => {
  it('prints the rate each line was charged at and the country whose VAT it is (Germany, OSS)', async () => {
    // The same TTC as in France, at 19 %: 12,000 TTC is 10,084 HT.
    const german: InvoiceLine[] = [{ ...lines[0]!, qtt: 1, prix_ht: 10_084, prix_ttc: 12_000, tva_bps: 1900 }];
    const germanOrder: InvoiceOrder = {
      ...order,
      lignes_ht: 10_084,
      lignes_ttc: 12_000,
      livraison_ttc: 1_490,
      remise_code: null,
      remise_ttc: 0,
      total_ht: 11_336,
      total_ttc: 13_490,
      tva: [{ taux_bps: 1900, base_ht: 11_336, montant: 2_154 }],
      tva_pays: 'DE',
    };
    const text = drawnText(await renderInvoice(germanOrder, german, company, 'de', options)).join('\n');
    const percent = (tag: string, rate: number) =>
      toWinAnsi(new Intl.NumberFormat(tag, { style: 'percent' }).format(rate));
    expect(text).toContain(percent('de-DE', 0.19));
    expect(text).toContain('MwSt. von: Deutschland');
    expect(text).toContain('MwSt. des Lieferlandes (Deutschland), erklärt über den One-Stop-Shop (OSS).');
    expect(text).not.toContain(percent('de-DE', 0.2));
    const french = drawnText(await renderInvoice(germanOrder, german, company, 'fr', options)).join('\n');
    expect(french).toContain('TVA de : Allemagne');
    expect(french).toContain(percent('fr-FR', 0.19));
  });

  it('says no VAT is charged on a sale delivered outside the EU', async () => {
    const swiss: InvoiceOrder = {
      ...order,
      lignes_ttc: order.lignes_ht,
      tva: [{ taux_bps: 0, base_ht: 22_625, montant: 0 }],
      total_ttc: 22_625,
      tva_pays: null,
    };
    const bare = lines.map((line) => ({ ...line, prix_ttc: line.prix_ht, tva_bps: 0 }));
    const text = drawnText(await renderInvoice(swiss, bare, company, 'fr', options)).join('\n');
    expect(text).toContain('TVA non applicable, art. 262 I du CGI : livraison hors de l’Union européenne.');
    expect(text).not.toContain('TVA de :');
  });

  it('makes the credit note that cancels the invoice: its own number and date, the refund instead of the sale’s mentions', async () => {
    const creditNote = { numero: 'AV-2026-000003', created: new Date('2026-11-24T09:00:00Z') };
    const text = drawnText(await renderInvoice(order, lines, company, 'fr', { ...options, creditNote })).join('\n');
    expect(text).toContain('AVOIR');
    expect(text).toContain('Avoir n° AV-2026-000003');
    expect(text).toContain('Annule la facture n° F-2026-000007');
    expect(text).toContain('Date : 24/11/2026');
    expect(text).toContain('Montant remboursé sur la carte bancaire le 24/11/2026.');
    expect(text).toContain(euros(27_150));
    expect(text).not.toContain('Facture acquittée');
    expect(text).not.toContain('rétractation');
  });

  it('states a whole credit note’s own stored VAT, as its accounting export does', async () => {
    // Issued for the whole order, its VAT rounded per rate a cent apart from the order's.
    const tva = [{ taux_bps: 2000, base_ht: 22_626, montant: 4_524 }];
    const creditNote = {
      numero: 'AV-2026-000005',
      created: new Date('2026-11-25T09:00:00Z'),
      amounts: { total_ht: 22_626, total_ttc: 27_150, tva },
    };
    const text = drawnText(await renderInvoice(order, lines, company, 'fr', { ...options, creditNote })).join('\n');
    expect(text).toContain('Annule la facture n° F-2026-000007');
    expect(text).toContain(euros(22_626));
    expect(text).toContain(euros(4_524));
    expect(text).not.toContain(euros(4_525));
  });

  it('makes a refund in part’s credit note with its own amounts and VAT, not the order’s lines', async () => {
    const creditNote = {
      numero: 'AV-2026-000004',
      created: new Date('2026-11-25T09:00:00Z'),
      amounts: { total_ht: 9_125, total_ttc: 10_950, tva: [{ taux_bps: 2000, base_ht: 9_125, montant: 1_825 }] },
      isPartial: true,
    };
    const text = drawnText(await renderInvoice(order, lines, company, 'fr', { ...options, creditNote })).join('\n');
    expect(text).toContain('Avoir n° AV-2026-000004');
    expect(text).toContain('Rectifie en partie la facture n° F-2026-000007');
    expect(text.replace(/\s+/gu, ' ')).toContain('Remboursement partiel de la commande (TTC)');
    expect(text).toContain(euros(10_950));
    expect(text).toContain(euros(1_825));
    expect(text).not.toContain(euros(27_150));
    expect(text).not.toContain('Crème au caviar');
  });

  it('writes the customer’s country by its name in the document’s language, not its code', async () => {
    const abroad: InvoiceOrder = { ...order, adresse_facturation: { ...order.adresse_facturation!, pays: 'DE' } };
    const french = drawnText(await renderInvoice(abroad, lines, company, 'fr', options));
    expect(french).toContain('Allemagne');
    expect(french).not.toContain('DE');
    const english = drawnText(await renderInvoice(abroad, lines, company, 'en', options));
    expect(english).toContain('Germany');
  });

  it('makes a PDF that names the invoice, the order, the customer and the seller', async () => {
    const pdf = await renderInvoice(order, lines, company, 'fr', options);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = drawnText(pdf);
    expect(text).toContain('Facture n° F-2026-000007');
    expect(text).toContain('Commande n° OC-2026-000042');
    expect(text).toContain('Date : 20/11/2026');
    expect(text).toEqual(expect.arrayContaining(['Camille Lefèvre', '3 allée des Tilleuls', '69003 Lyon']));
    const all = text.join('\n');
    for (const identity of ['91248356700018', 'RCS Paris 912 483 567', 'FR36912483567', '150 000 €']) {
      expect(all).toContain(identity);
    }
  });

  it('shows exactly the order’s amounts: lines, delivery, discount, VAT per rate and totals', async () => {
    const text = drawnText(await renderInvoice(order, lines, company, 'fr', options));
    expect(text).toEqual(
      expect.arrayContaining([
        euros(10_000),
        euros(20_000),
        euros(4_500),
        '20 %'.replace(' ', '\u00a0'),
        euros(24_500),
        euros(29_400),
        euros(690),
        `-${euros(2_940)}`,
        euros(22_625),
        euros(4_525),
        euros(27_150),
      ]),
    );
    const totalTtcIndex = text.indexOf('Total TTC');
    expect(text[totalTtcIndex + 1]).toBe(euros(27_150));
    expect(text[text.lastIndexOf('Total HT') + 1]).toBe(euros(22_625));
    expect(text[text.indexOf('Total TVA') + 1]).toBe(euros(4_525));
  });

  it('carries the mentions of a paid consumer sale, and no business-to-business ones', async () => {
    const all = drawnText(await renderInvoice(order, lines, company, 'fr', options)).join(' ');
    expect(all).toContain('Facture acquittée : paiement reçu par carte bancaire le 20/11/2026.');
    expect(all).toContain('Pas d’escompte pour paiement anticipé.');
    expect(all).toContain('14 jours');
    expect(all).toContain('https://orcaviar.example/fr/conditions/retours');
    expect(all).not.toMatch(/pénalités|indemnité forfaitaire|débits/u);
  });

  it('speaks the order’s language, with its number and date formats', async () => {
    const text = drawnText(await renderInvoice(order, lines, company, 'de', options));
    expect(text).toContain('Rechnungsnr. F-2026-000007');
    expect(text).toContain('Datum: 20.11.2026');
    expect(text).toContain(euros(27_150, 'de-DE'));
    expect(text.join(' ')).toContain('Kein Skonto');
  });

  it('compresses its pages by default', async () => {
    const pdf = await renderInvoice(order, lines, company, 'fr', { returnsUrl: options.returnsUrl });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(drawnText(pdf)).toEqual([]);
  });

  it('continues on a new page when the lines do not fit on one', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ ...lines[0]!, label: `Pot ${index + 1}` }));
    const pdf = await renderInvoice(order, many, company, 'en', options);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/gu)!.length).toBeGreaterThan(1);
    expect(drawnText(pdf)).toContain('Crème au caviar - Pot 60');
  });
});
