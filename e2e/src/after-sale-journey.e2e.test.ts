import type { Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BERLIN_ADDRESS, buyOnProductPage, withdrawFromFooter } from './after-sale-customer.ts';
import {
  firstWarehouse,
  providerRefundsOf,
  readLot,
  receiveLot,
  signUpWithMailedLink,
  writeOffInitialLot,
} from './after-sale-shop.ts';
import type { StoredSession } from './admin-session.ts';
import { useBackOffice } from './admin-shop.ts';
import { pdfTextAt } from './pdf-text.ts';
import { createScratchDatabase, type ScratchDatabase } from './pg-scratch.ts';
import { shopApi, type ShopApi } from './shop-api.ts';

/** The lot staff receive before the sale, once the shelf holds no other: the sale takes it. */
const LOT = 'CAV-E2E-0117';
const RECEIVED = 6;
const BOUGHT = 2;
/** An amount as a German page writes it ("49,00 €"), white space made plain. */
const euros = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/gu, ' ');
/** Today on the shop's books (Paris days), and its quarter as the OSS export names it ("2026-T4"). */
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const quarterOf = (day: string) => `${day.slice(0, 4)}-T${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
const GRETA = { prenom: 'Greta', nom: 'Vogel', mail: `greta.vogel.${Date.now()}@example.de` };

interface Variant {
  id: number;
  prix_ttc: number;
  prix_initial_ttc: number | null;
  prix_anterieur_ttc?: number | null;
}
interface Refund {
  statut: string;
  montant_ttc: number;
  tva: { taux_bps: number; base_ht: number; montant: number }[];
  avoir: string | null;
  lignes: { declinaison_id: number; qtt: number }[];
}
interface AdminOrder {
  id: number;
  hash: string;
  numero: string;
  langue: string;
  lignes: { declinaison_id: number; qtt: number; taux_tva_bps: number }[];
  totaux: { total_ttc: number; tva: { taux_bps: number; base_ht: number; montant: number }[] };
  facture: { numero: string; url: string } | null;
  remboursements?: Refund[];
}

/**
 * Issue 28's journey, after the sale and by the law, in one shop on PostgreSQL (where the test-mode
 * provider's refunds can be read): a product on promotion shows its 30-day prior price; a customer
 * with a German address buys it in /de past the OSS threshold and pays German VAT; staff ship the
 * parcel; she withdraws one unit from the footer without signing in and is mailed the
 * acknowledgement; staff receive it in ad/retours, restock it into its lot and refund it (a credit
 * note at German VAT, one provider refund); the OSS return shows the sale less the credit; the
 * lot's recall lists her.
 */
describe('after the sale, by the law: a German customer’s journey', () => {
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  });
  afterAll(() => database?.drop());
  const office = useBackOffice({ withMail: true, settings: () => ({ DATABASE_URL: database.url }) });

  let staff: ShopApi;
  let admin: Page;
  let greta: StoredSession;
  let product: { id: number; slug: string; variant: Variant };
  let order: AdminOrder;
  const readOrder = async () => (await staff<{ data: AdminOrder }>(`/admin/commandes/${order.hash}`)).data;

  beforeAll(async () => {
    const { shop, smtp } = office;
    admin = office.admin;
    staff = shopApi(shop.server.baseURL, shop.admin);
    // Past the EU distance-sales threshold, same TTC price everywhere: the shop's OSS settings.
    await staff('/admin/reglages/tva', { method: 'PUT', body: { oss_seuil_depasse: true, mode_prix: 'ttc' } });
    const { datas } = await staff<{ datas: { id: number; slug: string; declinaisons: Variant[] }[] }>('/produits');
    const promoted = datas.find((entry) => entry.declinaisons.some((variant) => variant.prix_anterieur_ttc))!;
    product = { ...promoted, variant: promoted.declinaisons.find((variant) => variant.prix_anterieur_ttc)! };
    const shelf = { declinaison: product.variant.id, entrepot: await firstWarehouse(staff) };
    await writeOffInitialLot(staff, shelf);
    await receiveLot(staff, {
      ...shelf,
      numero: LOT,
      quantite: RECEIVED,
    });
    greta = await signUpWithMailedLink(shop.server.baseURL, smtp, {
      ...GRETA,
      password: 'Kaviar und Perlen 1987',
      langue: 'de',
    });
    await shopApi(shop.server.baseURL, greta)('/adresses', { method: 'POST', body: BERLIN_ADDRESS });
  });

  it('shows the promoted product’s lowest price of the last 30 days, and she buys it in /de at 19 %', async () => {
    const { shop } = office;
    const page = await shop.newPage({ locale: 'de-DE', session: greta });
    await page.goto(`/de/cosmetique/${product.id}-${product.slug}`);
    await page.getByRole('button', { name: 'Alle ablehnen' }).click();
    // A reduction, announced against the lowest price of the 30 days before it.
    const prior = product.variant.prix_anterieur_ttc!;
    expect(prior).toBeGreaterThan(product.variant.prix_ttc);
    const reference = euros(prior).replace(' €', '');
    await page.getByText(new RegExp(`^Niedrigster Preis der letzten 30 Tage: ${reference}\\s€$`, 'u')).waitFor();

    const { hash, total } = await buyOnProductPage(page, BOUGHT);
    const { data } = await staff<{ data: AdminOrder }>(`/admin/commandes/${hash}`);
    order = data;
    expect(order.lignes).toEqual([expect.objectContaining({ declinaison_id: product.variant.id, qtt: BOUGHT })]);
    expect(order.lignes[0]!.taux_tva_bps).toBe(1900);
    expect(order.totaux.tva.map((line) => line.taux_bps)).toEqual([1900]);
    expect(total.replace(/\s/gu, ' ')).toBe(euros(order.totaux.total_ttc));

    // Her invoice, as she downloads it from her account: German VAT, and Germany named.
    const { url } = await shopApi(shop.server.baseURL, greta)<{ url: string }>(`/commandes/${hash}/facture`);
    const invoice = await pdfTextAt(url);
    expect(invoice).toContain(`Rechnung`);
    expect(invoice).toMatch(/19 %/u);
    expect(invoice).not.toMatch(/20 %/u);
    expect(invoice).toContain('MwSt. von: Deutschland');
  });

  it('ships her parcel, from the lot the sale took', async () => {
    await admin.goto(`/fr/ad/commandes/${order.hash}`);
    await admin.getByRole('heading', { level: 1, name: `Commande ${order.numero}` }).waitFor();
    const panel = admin.getByRole('region', { name: 'Colis' });
    await panel.getByRole('button', { name: 'Préparer un colis' }).click();
    const form = panel.getByRole('form', { name: 'Préparer un colis' });
    await form.getByRole('spinbutton').first().fill(String(BOUGHT));
    await form.getByRole('option', { name: 'Colissimo' }).waitFor({ state: 'attached' });
    await form.getByLabel('Transporteur').selectOption({ label: 'Colissimo' });
    await form.getByLabel('Numéro de suivi').fill('6A00000002811');
    await form.getByRole('button', { name: 'Créer le colis' }).click();
    await panel.getByText('Colis créé.').waitFor();
    await panel.getByRole('link', { name: /^Colis n° / }).click();
    // The parcel line takes the lot the sale took (first-expiring first): the one received above.
    const lotOfLine = admin.getByRole('region', { name: 'Contenu du colis' }).getByLabel(/^Lot de /u);
    await expect.poll(() => lotOfLine.locator('option:checked').innerText()).toMatch(new RegExp(`^${LOT} `, 'u'));
    await admin.getByRole('button', { name: 'Marquer expédié' }).click();
    await admin
      .getByRole('dialog', { name: 'Expédier ce colis ?' })
      .getByRole('button', { name: 'Marquer expédié' })
      .click();
    await admin.getByText('Colis expédié : le client est prévenu par e-mail.').waitFor();
    expect((await readLot(staff, product.variant.id, LOT)).quantite).toBe(RECEIVED - BOUGHT);
  });

  it('lets her withdraw one unit from the footer without signing in, and mails the acknowledgement', async () => {
    const { shop, smtp } = office;
    const page = await shop.newPage({ locale: 'de-DE' });
    const when = await withdrawFromFooter(page, { numero: order.numero, mail: GRETA.mail, nom: 'Greta Vogel', qtt: 1 });

    const acknowledgement = () =>
      smtp.received.find(
        (mail) => mail.to.includes(GRETA.mail) && mail.text.includes('Wir bestätigen den Eingang Ihres Widerrufs'),
      );
    await expect.poll(acknowledgement, { timeout: 15_000 }).toBeTruthy();
    const text = acknowledgement()!.text;
    expect(text).toContain(`Datum und Uhrzeit: ${when} (Pariser Zeit)`);
    expect(text).toContain(`Bestellung: ${order.numero}`);
    expect(text).toContain('Name: Greta Vogel');
    expect(text).toMatch(/- 1 × .+/u);
  });

  it('receives the unit back into its lot in ad/retours and refunds it: a credit note at German VAT, one provider refund', async () => {
    await admin.goto('/fr/ad/retours');
    await admin.getByRole('heading', { level: 1, name: 'Retours et rétractations' }).waitFor();
    const row = admin.getByRole('row').filter({ hasText: order.numero });
    await row.getByText('Demandé').waitFor();
    await row.getByRole('link', { name: /^Retour n° \d+$/u }).click();
    await admin.getByRole('heading', { level: 1, name: /^Retour n° \d+$/u }).waitFor();
    expect(await admin.getByLabel(/^Unités reçues :/u).inputValue()).toBe('1');
    await admin.getByLabel(/^Remettre en stock :/u).check();
    await admin.getByRole('button', { name: 'Marquer les articles reçus' }).click();
    await admin
      .locator('dd')
      .filter({ hasText: /^Articles reçus$/u })
      .waitFor();
    expect((await readLot(staff, product.variant.id, LOT)).quantite).toBe(RECEIVED - BOUGHT + 1);

    await admin.getByRole('button', { name: 'Rembourser' }).click();
    await admin
      .locator('dd')
      .filter({ hasText: /^Remboursé$/u })
      .waitFor();

    const refunds = (await readOrder()).remboursements ?? [];
    expect(refunds).toHaveLength(1);
    const [refund] = refunds as [Refund];
    expect(refund.statut).toBe('effectue');
    expect(refund.montant_ttc).toBe(product.variant.prix_ttc);
    expect(refund.lignes).toEqual([expect.objectContaining({ declinaison_id: product.variant.id, qtt: 1 })]);
    expect(refund.tva).toEqual([
      {
        taux_bps: 1900,
        base_ht: Math.round(product.variant.prix_ttc / 1.19),
        montant: product.variant.prix_ttc - Math.round(product.variant.prix_ttc / 1.19),
      },
    ]);
    expect(refund.avoir).toMatch(/^AV-\d{4}-\d{6}$/u);
    const { url } = await staff<{ url: string }>(`/admin/factures/${refund.avoir}/lien`);
    const creditNote = await pdfTextAt(url);
    expect(creditNote).toContain(`Gutschrift Nr. ${refund.avoir}`);
    expect(creditNote).toMatch(/19 %/u);
    expect(creditNote).toContain('MwSt. von: Deutschland');
    expect(creditNote).toContain(euros(refund.montant_ttc));

    // The test-mode provider refunded the payment once, by exactly that amount.
    const provider = await providerRefundsOf(database.sql, order.id);
    expect(provider.refunds.map((entry) => entry.amount)).toEqual([refund.montant_ttc]);
    await expect
      .poll(
        () =>
          office.smtp.received.some(
            (mail) =>
              mail.to.includes(GRETA.mail) && mail.text.includes(`für Ihre Bestellung ${order.numero} erstattet`),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  it('exports the quarter’s OSS return with Germany: the sale less the credit note', async () => {
    // The shop's books are kept on Paris days.
    const today = shopToday();
    const trimestre = quarterOf(today);
    await admin.goto('/fr/ad/factures');
    await admin.getByLabel('Trimestre OSS').selectOption(trimestre);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Exporter la déclaration OSS' }).click(),
    ]);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/u, '');
    const german = csv.split('\r\n').filter((line) => line.split(';')[1] === 'DE');

    const { datas } = await staff<{
      datas: { type: string; commande: string | null; total_ht: number; tva: number }[];
    }>(`/admin/factures?du=${today}&au=${today}&limit=200`);
    const ours = datas.filter((document) => document.commande === order.numero);
    const invoice = ours.find((document) => document.type === 'facture')!;
    const credit = ours.find((document) => document.type === 'avoir')!;
    expect(invoice.tva).toBe(order.totaux.tva[0]!.montant);
    const refund = (await readOrder()).remboursements![0]!;
    // The accountant's list signs a credit note's amounts negative.
    expect([credit.total_ht, credit.tva]).toEqual([-refund.tva[0]!.base_ht, -refund.tva[0]!.montant]);
    const amount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    expect(german).toEqual([
      `${trimestre};DE;19,00;${amount(invoice.total_ht + credit.total_ht)};${amount(invoice.tva + credit.tva)}`,
    ]);
  });

  it('lists her order and her name in the recall of that lot', async () => {
    await admin.goto('/fr/ad/lots');
    await admin.getByLabel('Lot ou produit').fill(LOT);
    // The unit she sent back is on the shelf again, in this lot.
    const lotRow = admin.getByRole('row').filter({ hasText: LOT });
    await expect.poll(() => lotRow.getByRole('cell').allInnerTexts()).toContain(String(RECEIVED - BOUGHT + 1));
    await admin.getByRole('button', { name: `Préparer le rappel du lot ${LOT}` }).click();
    const recall = admin.getByRole('region', { name: new RegExp(`^Rappel du lot ${LOT}`, 'u') });
    const row = recall.getByRole('row').filter({ hasText: order.numero });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      `Greta Vogel <${GRETA.mail}>`,
      '1',
      'de',
      'DE',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/u),
    ]);
  });
});
