import type { Locale, MailTemplate } from '@boutique/domain';
import { customerMail } from '../mail-templates/shipped-template.ts';

/** The order confirmation as shipped, per language. */
export const CONFIRMATION_TEMPLATES: Record<Locale, MailTemplate> = {
  fr: customerMail('fr', 'Votre commande {{numero}} est confirmée', [
    'Merci pour votre commande. Nous la préparons avec soin dans notre atelier.',
    { bloc: 'articles' },
    { bloc: 'adresse' },
    { si: 'facture', part: 'Votre facture {{facture}} est jointe à ce message.' },
    { lien: 'Suivez votre commande :', url: 'lien_commande' },
    { bloc: 'retractation' },
  ]),
  en: customerMail('en', 'Your order {{numero}} is confirmed', [
    'Thank you for your order. We are preparing it with care in our workshop.',
    { bloc: 'articles' },
    { bloc: 'adresse' },
    { si: 'facture', part: 'Your invoice {{facture}} is attached to this message.' },
    { lien: 'Follow your order:', url: 'lien_commande' },
    { bloc: 'retractation' },
  ]),
  es: customerMail('es', 'Su pedido {{numero}} está confirmado', [
    'Gracias por su pedido. Lo preparamos con esmero en nuestro taller.',
    { bloc: 'articles' },
    { bloc: 'adresse' },
    { si: 'facture', part: 'Su factura {{facture}} va adjunta a este mensaje.' },
    { lien: 'Siga su pedido:', url: 'lien_commande' },
    { bloc: 'retractation' },
  ]),
  de: customerMail('de', 'Ihre Bestellung {{numero}} ist bestätigt', [
    'Vielen Dank für Ihre Bestellung. Wir bereiten sie sorgfältig in unserem Atelier vor.',
    { bloc: 'articles' },
    { bloc: 'adresse' },
    { si: 'facture', part: 'Ihre Rechnung {{facture}} finden Sie im Anhang.' },
    { lien: 'Verfolgen Sie Ihre Bestellung:', url: 'lien_commande' },
    { bloc: 'retractation' },
  ]),
};

/** After a declined or failed payment, with the link to resume the order. */
export const PAYMENT_FAILURE_TEMPLATES: Record<Locale, MailTemplate> = {
  fr: customerMail('fr', 'Le paiement de votre commande{{#numero}} {{numero}}{{/numero}} n’a pas abouti', [
    'Votre paiement de {{montant}} n’a pas pu être effectué : aucun montant n’a été débité.',
    { lien: 'Vous pouvez reprendre votre commande et la régler ici :', url: 'lien_reprise' },
    { note: 'Une question ? Répondez simplement à ce message, nous vous aiderons volontiers.' },
  ]),
  en: customerMail('en', 'The payment for your order{{#numero}} {{numero}}{{/numero}} did not go through', [
    'Your payment of {{montant}} could not be completed: nothing has been charged.',
    { lien: 'You can resume your order and pay for it here:', url: 'lien_reprise' },
    { note: 'Any question? Simply reply to this message and we will gladly help.' },
  ]),
  es: customerMail('es', 'El pago de su pedido{{#numero}} {{numero}}{{/numero}} no se ha completado', [
    'Su pago de {{montant}} no se ha podido realizar: no se ha cargado ningún importe.',
    { lien: 'Puede retomar su pedido y pagarlo aquí:', url: 'lien_reprise' },
    { note: '¿Alguna pregunta? Responda a este mensaje y le ayudaremos con gusto.' },
  ]),
  de: customerMail('de', 'Die Zahlung Ihrer Bestellung{{#numero}} {{numero}}{{/numero}} ist fehlgeschlagen', [
    'Ihre Zahlung über {{montant}} konnte nicht ausgeführt werden: Es wurde nichts abgebucht.',
    { lien: 'Hier können Sie Ihre Bestellung fortsetzen und bezahlen:', url: 'lien_reprise' },
    { note: 'Fragen? Antworten Sie einfach auf diese Nachricht, wir helfen gern.' },
  ]),
};

/** The carrier and tracking number, when known, as "Label : value" lines. */
const details = (carrier: string, tracking: string, colon: string) => ({
  si: 'transporteur',
  part: `${carrier}${colon}{{transporteur}}{{#suivi}}\n${tracking}${colon}{{suivi}}{{/suivi}}`,
});

/** When the whole order leaves. */
export const SHIPMENT_TEMPLATES: Record<Locale, MailTemplate> = {
  fr: customerMail('fr', 'Votre commande {{numero}} est en route', [
    'Bonne nouvelle : votre commande {{numero}} a quitté notre atelier.',
    details('Transporteur', 'Numéro de suivi', ' : '),
    { lien: 'Suivez votre commande :', url: 'lien_commande' },
    { bloc: 'retractation' },
  ]),
  en: customerMail('en', 'Your order {{numero}} is on its way', [
    'Good news: your order {{numero}} has left our workshop.',
    details('Carrier', 'Tracking number', ': '),
    { lien: 'Follow your order:', url: 'lien_commande' },
    { bloc: 'retractation' },
  ]),
  es: customerMail('es', 'Su pedido {{numero}} está en camino', [
    'Buenas noticias: su pedido {{numero}} ha salido de nuestro taller.',
    details('Transportista', 'Número de seguimiento', ': '),
    { lien: 'Siga su pedido:', url: 'lien_commande' },
    { bloc: 'retractation' },
  ]),
  de: customerMail('de', 'Ihre Bestellung {{numero}} ist unterwegs', [
    'Gute Nachricht: Ihre Bestellung {{numero}} hat unser Atelier verlassen.',
    details('Versanddienst', 'Sendungsnummer', ': '),
    { lien: 'Verfolgen Sie Ihre Bestellung:', url: 'lien_commande' },
    { bloc: 'retractation' },
  ]),
};

/** When one parcel of an order shipped in several leaves: the units it holds and its tracking page. */
export const PARCEL_SHIPMENT_TEMPLATES: Record<Locale, MailTemplate> = {
  fr: customerMail('fr', 'Un colis de votre commande {{numero}} est en route', [
    'Bonne nouvelle : un colis de votre commande {{numero}} a quitté notre atelier.',
    { bloc: 'contenu' },
    details('Transporteur', 'Numéro de suivi', ' : '),
    { si: 'lien_suivi', part: { lien: 'Suivez votre colis :', url: 'lien_suivi' } },
    { lien: 'Suivez votre commande :', url: 'lien_commande' },
    { bloc: 'retractation' },
  ]),
  en: customerMail('en', 'A parcel of your order {{numero}} is on its way', [
    'Good news: a parcel of your order {{numero}} has left our workshop.',
    { bloc: 'contenu' },
    details('Carrier', 'Tracking number', ': '),
    { si: 'lien_suivi', part: { lien: 'Track your parcel:', url: 'lien_suivi' } },
    { lien: 'Follow your order:', url: 'lien_commande' },
    { bloc: 'retractation' },
  ]),
  es: customerMail('es', 'Un paquete de su pedido {{numero}} está en camino', [
    'Buenas noticias: un paquete de su pedido {{numero}} ha salido de nuestro taller.',
    { bloc: 'contenu' },
    details('Transportista', 'Número de seguimiento', ': '),
    { si: 'lien_suivi', part: { lien: 'Siga su paquete:', url: 'lien_suivi' } },
    { lien: 'Siga su pedido:', url: 'lien_commande' },
    { bloc: 'retractation' },
  ]),
  de: customerMail('de', 'Ein Paket Ihrer Bestellung {{numero}} ist unterwegs', [
    'Gute Nachricht: Ein Paket Ihrer Bestellung {{numero}} hat unser Atelier verlassen.',
    { bloc: 'contenu' },
    details('Versanddienst', 'Sendungsnummer', ': '),
    { si: 'lien_suivi', part: { lien: 'Verfolgen Sie Ihr Paket:', url: 'lien_suivi' } },
    { lien: 'Verfolgen Sie Ihre Bestellung:', url: 'lien_commande' },
    { bloc: 'retractation' },
  ]),
};
