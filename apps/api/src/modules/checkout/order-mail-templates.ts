import type { Locale, MailTemplate } from '@boutique/domain';
import { shippedTemplate } from '../mail-templates/shipped-template.ts';

const SIGNATURE = 'Maison Orcaviar';

/** The order confirmation as shipped, per language. */
export const CONFIRMATION_TEMPLATES: Record<Locale, MailTemplate> = {
  fr: shippedTemplate('Votre commande {{numero}} est confirmée', [
    'Bonjour{{#prenom}} {{prenom}}{{/prenom}},',
    'Merci pour votre commande. Nous la préparons avec soin dans notre atelier.',
    { bloc: 'articles' },
    { bloc: 'adresse' },
    { si: 'facture', part: 'Votre facture {{facture}} est jointe à ce message.' },
    { lien: 'Suivez votre commande :', url: 'lien_commande' },
    { bloc: 'retractation' },
    SIGNATURE,
  ]),
  en: shippedTemplate('Your order {{numero}} is confirmed', [
    'Hello{{#prenom}} {{prenom}}{{/prenom}},',
    'Thank you for your order. We are preparing it with care in our workshop.',
    { bloc: 'articles' },
    { bloc: 'adresse' },
    { si: 'facture', part: 'Your invoice {{facture}} is attached to this message.' },
    { lien: 'Follow your order:', url: 'lien_commande' },
    { bloc: 'retractation' },
    SIGNATURE,
  ]),
  es: shippedTemplate('Su pedido {{numero}} está confirmado', [
    'Hola{{#prenom}} {{prenom}}{{/prenom}}:',
    'Gracias por su pedido. Lo preparamos con esmero en nuestro taller.',
    { bloc: 'articles' },
    { bloc: 'adresse' },
    { si: 'facture', part: 'Su factura {{facture}} va adjunta a este mensaje.' },
    { lien: 'Siga su pedido:', url: 'lien_commande' },
    { bloc: 'retractation' },
    SIGNATURE,
  ]),
  de: shippedTemplate('Ihre Bestellung {{numero}} ist bestätigt', [
    'Guten Tag{{#prenom}} {{prenom}}{{/prenom}},',
    'Vielen Dank für Ihre Bestellung. Wir bereiten sie sorgfältig in unserem Atelier vor.',
    { bloc: 'articles' },
    { bloc: 'adresse' },
    { si: 'facture', part: 'Ihre Rechnung {{facture}} finden Sie im Anhang.' },
    { lien: 'Verfolgen Sie Ihre Bestellung:', url: 'lien_commande' },
    { bloc: 'retractation' },
    SIGNATURE,
  ]),
};

/** After a declined or failed payment, with the link to resume the order. */
export const PAYMENT_FAILURE_TEMPLATES: Record<Locale, MailTemplate> = {
  fr: shippedTemplate('Le paiement de votre commande{{#numero}} {{numero}}{{/numero}} n’a pas abouti', [
    'Bonjour{{#prenom}} {{prenom}}{{/prenom}},',
    'Votre paiement de {{montant}} n’a pas pu être effectué : aucun montant n’a été débité.',
    { lien: 'Vous pouvez reprendre votre commande et la régler ici :', url: 'lien_reprise' },
    { note: 'Une question ? Répondez simplement à ce message, nous vous aiderons volontiers.' },
    SIGNATURE,
  ]),
  en: shippedTemplate('The payment for your order{{#numero}} {{numero}}{{/numero}} did not go through', [
    'Hello{{#prenom}} {{prenom}}{{/prenom}},',
    'Your payment of {{montant}} could not be completed: nothing has been charged.',
    { lien: 'You can resume your order and pay for it here:', url: 'lien_reprise' },
    { note: 'Any question? Simply reply to this message and we will gladly help.' },
    SIGNATURE,
  ]),
  es: shippedTemplate('El pago de su pedido{{#numero}} {{numero}}{{/numero}} no se ha completado', [
    'Hola{{#prenom}} {{prenom}}{{/prenom}}:',
    'Su pago de {{montant}} no se ha podido realizar: no se ha cargado ningún importe.',
    { lien: 'Puede retomar su pedido y pagarlo aquí:', url: 'lien_reprise' },
    { note: '¿Alguna pregunta? Responda a este mensaje y le ayudaremos con gusto.' },
    SIGNATURE,
  ]),
  de: shippedTemplate('Die Zahlung Ihrer Bestellung{{#numero}} {{numero}}{{/numero}} ist fehlgeschlagen', [
    'Guten Tag{{#prenom}} {{prenom}}{{/prenom}},',
    'Ihre Zahlung über {{montant}} konnte nicht ausgeführt werden: Es wurde nichts abgebucht.',
    { lien: 'Hier können Sie Ihre Bestellung fortsetzen und bezahlen:', url: 'lien_reprise' },
    { note: 'Fragen? Antworten Sie einfach auf diese Nachricht, wir helfen gern.' },
    SIGNATURE,
  ]),
};

/** The carrier and tracking number, when known, as "Label : value" lines. */
const details = (carrier: string, tracking: string, colon: string) => ({
  si: 'transporteur',
  part: `${carrier}${colon}{{transporteur}}{{#suivi}}\n${tracking}${colon}{{suivi}}{{/suivi}}`,
});

/** When the whole order leaves. */
export const SHIPMENT_TEMPLATES: Record<Locale, MailTemplate> = {
  fr: shippedTemplate('Votre commande {{numero}} est en route', [
    'Bonjour{{#prenom}} {{prenom}}{{/prenom}},',
    'Bonne nouvelle : votre commande {{numero}} a quitté notre atelier.',
    details('Transporteur', 'Numéro de suivi', ' : '),
    { lien: 'Suivez votre commande :', url: 'lien_commande' },
    { bloc: 'retractation' },
    SIGNATURE,
  ]),
  en: shippedTemplate('Your order {{numero}} is on its way', [
    'Hello{{#prenom}} {{prenom}}{{/prenom}},',
    'Good news: your order {{numero}} has left our workshop.',
    details('Carrier', 'Tracking number', ': '),
    { lien: 'Follow your order:', url: 'lien_commande' },
    { bloc: 'retractation' },
    SIGNATURE,
  ]),
  es: shippedTemplate('Su pedido {{numero}} está en camino', [
    'Hola{{#prenom}} {{prenom}}{{/prenom}}:',
    'Buenas noticias: su pedido {{numero}} ha salido de nuestro taller.',
    details('Transportista', 'Número de seguimiento', ': '),
    { lien: 'Siga su pedido:', url: 'lien_commande' },
    { bloc: 'retractation' },
    SIGNATURE,
  ]),
  de: shippedTemplate('Ihre Bestellung {{numero}} ist unterwegs', [
    'Guten Tag{{#prenom}} {{prenom}}{{/prenom}},',
    'Gute Nachricht: Ihre Bestellung {{numero}} hat unser Atelier verlassen.',
    details('Versanddienst', 'Sendungsnummer', ': '),
    { lien: 'Verfolgen Sie Ihre Bestellung:', url: 'lien_commande' },
    { bloc: 'retractation' },
    SIGNATURE,
  ]),
};

/** When one parcel of an order shipped in several leaves: the units it holds and its tracking page. */
export const PARCEL_SHIPMENT_TEMPLATES: Record<Locale, MailTemplate> = {
  fr: shippedTemplate('Un colis de votre commande {{numero}} est en route', [
    'Bonjour{{#prenom}} {{prenom}}{{/prenom}},',
    'Bonne nouvelle : un colis de votre commande {{numero}} a quitté notre atelier.',
    { bloc: 'contenu' },
    details('Transporteur', 'Numéro de suivi', ' : '),
    { si: 'lien_suivi', part: { lien: 'Suivez votre colis :', url: 'lien_suivi' } },
    { lien: 'Suivez votre commande :', url: 'lien_commande' },
    { bloc: 'retractation' },
    SIGNATURE,
  ]),
  en: shippedTemplate('A parcel of your order {{numero}} is on its way', [
    'Hello{{#prenom}} {{prenom}}{{/prenom}},',
    'Good news: a parcel of your order {{numero}} has left our workshop.',
    { bloc: 'contenu' },
    details('Carrier', 'Tracking number', ': '),
    { si: 'lien_suivi', part: { lien: 'Track your parcel:', url: 'lien_suivi' } },
    { lien: 'Follow your order:', url: 'lien_commande' },
    { bloc: 'retractation' },
    SIGNATURE,
  ]),
  es: shippedTemplate('Un paquete de su pedido {{numero}} está en camino', [
    'Hola{{#prenom}} {{prenom}}{{/prenom}}:',
    'Buenas noticias: un paquete de su pedido {{numero}} ha salido de nuestro taller.',
    { bloc: 'contenu' },
    details('Transportista', 'Número de seguimiento', ': '),
    { si: 'lien_suivi', part: { lien: 'Siga su paquete:', url: 'lien_suivi' } },
    { lien: 'Siga su pedido:', url: 'lien_commande' },
    { bloc: 'retractation' },
    SIGNATURE,
  ]),
  de: shippedTemplate('Ein Paket Ihrer Bestellung {{numero}} ist unterwegs', [
    'Guten Tag{{#prenom}} {{prenom}}{{/prenom}},',
    'Gute Nachricht: Ein Paket Ihrer Bestellung {{numero}} hat unser Atelier verlassen.',
    { bloc: 'contenu' },
    details('Versanddienst', 'Sendungsnummer', ': '),
    { si: 'lien_suivi', part: { lien: 'Verfolgen Sie Ihr Paket:', url: 'lien_suivi' } },
    { lien: 'Verfolgen Sie Ihre Bestellung:', url: 'lien_commande' },
    { bloc: 'retractation' },
    SIGNATURE,
  ]),
};
