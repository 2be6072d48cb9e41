import { describe, expect, it } from 'vitest';
import type { Locale } from '@boutique/domain';
import { drawMail, type MailDefinition } from '../mail-templates/mail-definition.ts';
import {
  orderConfirmationMail,
  parcelShipmentMail,
  paymentFailureMail,
  shipmentMail,
  type OrderConfirmationInput,
  type ParcelShipmentInput,
  type PaymentFailureInput,
  type ShipmentInput,
} from './order-mail.ts';
import { CAMILLE_ADDRESS } from '../../test/addresses.ts';

const lines = [{ produit_label: 'Crème au caviar', label: 'Pot 50 ml', qtt: 2, prix_ttc: 12_000 }];
const order = {
  lignes_ttc: 24_000,
  livraison_label: 'Colissimo suivi',
  livraison_ttc: 690,
  remise_code: 'PERLE10',
  remise_ttc: 2_400,
  tva: [{ taux_bps: 2000, base_ht: 18_575, montant: 3_715 }],
  adresse_livraison: CAMILLE_ADDRESS,
};
const url = 'https://boutique.example/fr/mon-compte/commandes/abc';

/** A mail drawn with its shipped template, as a shop whose staff changed nothing sends it. */
const draw =
  <Input>(mail: MailDefinition<Input>) =>
  ({ langue, ...input }: Input & { langue: Locale }) =>
    drawMail(mail.shipped[langue], langue, mail.view(input as Input, langue));
const renderOrderConfirmation = draw<OrderConfirmationInput>(orderConfirmationMail);
const renderPaymentFailure = draw<PaymentFailureInput>(paymentFailureMail);
const renderShipment = draw<ShipmentInput>(shipmentMail);
const renderParcelShipment = draw<ParcelShipmentInput>(parcelShipmentMail);

describe('order mails', () => {
  it('confirms an order with its lines, delivery, discount, totals, address and attached invoice', () => {
    const mail = renderOrderConfirmation({
      langue: 'fr',
      prenom: 'Camille',
      numero: 'OC-2026-000042',
      totalTtc: 22_290,
      lines,
      url,
      order,
      facture: 'F-2026-000007',
    });
    expect(mail.subject).toBe('Votre commande OC-2026-000042 est confirmée');
    for (const part of [
      'Crème au caviar, Pot 50 ml × 2',
      'Livraison (Colissimo suivi)',
      'Remise PERLE10 : -24,00',
      'Total TTC : 222,90',
      'dont TVA 37,15',
      '3 allée des Tilleuls',
      'Votre facture F-2026-000007 est jointe à ce message.',
      url,
    ]) {
      expect(mail.text.replace(/\u202f|\u00a0/gu, ' ')).toContain(part);
    }
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Colissimo suivi');
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('keeps the short confirmation when only the total is known', () => {
    const mail = renderOrderConfirmation({ langue: 'en', prenom: 'Sam', numero: 'OC-1', totalTtc: 100, lines, url });
    expect(mail.text).toContain('Total incl. VAT: €1.00');
    expect(mail.text).not.toContain('invoice');
  });

  it('escapes what customers typed in the HTML version', () => {
    const mail = renderShipment({
      langue: 'fr',
      prenom: '<script>alert(1)</script>',
      numero: 'OC-2026-000042',
      transporteur: 'Colissimo',
      suivi: '6A<b>',
      url,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('6A&#60;b&#62;');
  });

  it('tells of a failed payment with the link to resume it, in the customer’s language', () => {
    const resume = 'https://boutique.example/de/checkout-reprise/abc';
    const mail = renderPaymentFailure({ langue: 'de', prenom: 'Jonas', numero: null, totalTtc: 4_990, url: resume });
    expect(mail.subject).toBe('Die Zahlung Ihrer Bestellung ist fehlgeschlagen');
    expect(mail.text).toContain('Guten Tag Jonas,');
    expect(mail.text.replace(/\u00a0/gu, ' ')).toContain('49,90 €');
    expect(mail.text).toContain(resume);
    expect(mail.html).toContain(`href="${resume}"`);
    expect(
      renderPaymentFailure({ langue: 'es', prenom: 'Ana', numero: 'OC-9', totalTtc: 1, url: resume }).subject,
    ).toBe('El pago de su pedido OC-9 no se ha completado');
  });

  it('announces a shipment with carrier and tracking number when known', () => {
    const mail = renderShipment({
      langue: 'es',
      prenom: 'Ana',
      numero: 'OC-2026-000042',
      transporteur: null,
      suivi: null,
      url,
    });
    expect(mail.subject).toBe('Su pedido OC-2026-000042 está en camino');
    expect(mail.text).not.toContain('Transportista');
    expect(mail.text).toContain(url);
  });

  it('announces one parcel with its contents and tracking link', () => {
    const mail = renderParcelShipment({
      langue: 'en',
      prenom: 'Ann',
      numero: 'OC-2026-000042',
      transporteur: 'Colissimo',
      suivi: '6A123',
      suiviUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123',
      lignes: [{ label: 'Caviar cream – 50 ml jar', qtt: 2 }],
      url,
    });
    expect(mail.subject).toBe('A parcel of your order OC-2026-000042 is on its way');
    expect(mail.text).toContain('In this parcel:\n- 2 × Caviar cream – 50 ml jar');
    expect(mail.text).toContain('Track your parcel: https://www.laposte.fr/outils/suivre-vos-envois?code=6A123');
    expect(mail.html).toContain('<li>2 × Caviar cream – 50 ml jar</li>');
    expect(mail.html).toContain('href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A123"');
  });
});

describe('the withdrawal link of the order mails', () => {
  it('offers "Se rétracter du contrat ici" in the confirmation and the shipment, to the public page', () => {
    const confirmation = renderOrderConfirmation({
      langue: 'fr',
      prenom: 'Camille',
      numero: 'OC-2026-000042',
      totalTtc: 24_000,
      lines,
      url,
    });
    expect(confirmation.text).toContain(
      'Se rétracter du contrat ici : https://boutique.example/fr/retractation?commande=OC-2026-000042',
    );
    expect(confirmation.html).toContain('href="https://boutique.example/fr/retractation?commande=OC-2026-000042"');
    const shipment = renderShipment({
      langue: 'de',
      prenom: 'Jonas',
      numero: 'OC-2026-000042',
      transporteur: null,
      suivi: null,
      url: 'https://boutique.example/de/mon-compte/commandes/abc',
    });
    expect(shipment.text).toContain(
      'Vertrag hier widerrufen: https://boutique.example/de/retractation?commande=OC-2026-000042',
    );
  });
});
