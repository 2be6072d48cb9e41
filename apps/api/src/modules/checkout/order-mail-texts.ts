import type { Locale } from '@boutique/domain';

/** The order mails' wording in one language (confirmation, failed payment, shipment). */
export interface OrderMailTexts {
  hello: (name: string) => string;
  signature: string;
  /** How a label meets its value: French typography puts a space before the colon. */
  colon: string;
  /** The withdrawal function's link (Consumer Rights Directive art. 11a), in the order and shipment mails. */
  withdraw: string;
  confirmation: {
    subject: (numero: string) => string;
    thanks: string;
    items: string;
    subtotal: string;
    delivery: (label: string) => string;
    free: string;
    discount: (code: string) => string;
    total: string;
    vatIncluded: (amount: string) => string;
    address: string;
    invoice: (numero: string) => string;
    follow: string;
  };
  failure: {
    subject: (numero: string | null) => string;
    body: (amount: string) => string;
    resume: string;
    help: string;
  };
  shipment: {
    subject: (numero: string) => string;
    body: (numero: string) => string;
    carrier: string;
    tracking: string;
    follow: string;
    /** A parcel of an order shipped in several: its subject, the units it holds, its tracking page. */
    parcelSubject: (numero: string) => string;
    parcelBody: (numero: string) => string;
    contents: string;
    trackingLink: string;
  };
}

export const ORDER_MAIL_TEXTS: Record<Locale, OrderMailTexts> = {
  fr: {
    hello: (name) => `Bonjour ${name},`,
    signature: 'Maison Orcaviar',
    colon: ' : ',
    withdraw: 'Se rétracter du contrat ici :',
    confirmation: {
      subject: (numero) => `Votre commande ${numero} est confirmée`,
      thanks: 'Merci pour votre commande. Nous la préparons avec soin dans notre atelier.',
      items: 'Vos articles',
      subtotal: 'Articles',
      delivery: (label) => `Livraison (${label})`,
      free: 'Offerte',
      discount: (code) => `Remise ${code}`,
      total: 'Total TTC',
      vatIncluded: (amount) => `dont TVA ${amount}`,
      address: 'Adresse de livraison',
      invoice: (numero) => `Votre facture ${numero} est jointe à ce message.`,
      follow: 'Suivez votre commande :',
    },
    failure: {
      subject: (numero) =>
        numero
          ? `Le paiement de votre commande ${numero} n’a pas abouti`
          : 'Le paiement de votre commande n’a pas abouti',
      body: (amount) => `Votre paiement de ${amount} n’a pas pu être effectué : aucun montant n’a été débité.`,
      resume: 'Vous pouvez reprendre votre commande et la régler ici :',
      help: 'Une question ? Répondez simplement à ce message, nous vous aiderons volontiers.',
    },
    shipment: {
      subject: (numero) => `Votre commande ${numero} est en route`,
      body: (numero) => `Bonne nouvelle : votre commande ${numero} a quitté notre atelier.`,
      carrier: 'Transporteur',
      tracking: 'Numéro de suivi',
      follow: 'Suivez votre commande :',
      parcelSubject: (numero) => `Un colis de votre commande ${numero} est en route`,
      parcelBody: (numero) => `Bonne nouvelle : un colis de votre commande ${numero} a quitté notre atelier.`,
      contents: 'Dans ce colis',
      trackingLink: 'Suivez votre colis :',
    },
  },
  en: {
    hello: (name) => `Hello ${name},`,
    signature: 'Maison Orcaviar',
    colon: ': ',
    withdraw: 'Withdraw from contract here:',
    confirmation: {
      subject: (numero) => `Your order ${numero} is confirmed`,
      thanks: 'Thank you for your order. We are preparing it with care in our workshop.',
      items: 'Your items',
      subtotal: 'Items',
      delivery: (label) => `Delivery (${label})`,
      free: 'Free',
      discount: (code) => `Discount ${code}`,
      total: 'Total incl. VAT',
      vatIncluded: (amount) => `including VAT ${amount}`,
      address: 'Delivery address',
      invoice: (numero) => `Your invoice ${numero} is attached to this message.`,
      follow: 'Follow your order:',
    },
    failure: {
      subject: (numero) =>
        numero
          ? `The payment for your order ${numero} did not go through`
          : 'The payment for your order did not go through',
      body: (amount) => `Your payment of ${amount} could not be completed: nothing has been charged.`,
      resume: 'You can resume your order and pay for it here:',
      help: 'Any question? Simply reply to this message and we will gladly help.',
    },
    shipment: {
      subject: (numero) => `Your order ${numero} is on its way`,
      body: (numero) => `Good news: your order ${numero} has left our workshop.`,
      carrier: 'Carrier',
      tracking: 'Tracking number',
      follow: 'Follow your order:',
      parcelSubject: (numero) => `A parcel of your order ${numero} is on its way`,
      parcelBody: (numero) => `Good news: a parcel of your order ${numero} has left our workshop.`,
      contents: 'In this parcel',
      trackingLink: 'Track your parcel:',
    },
  },
  es: {
    hello: (name) => `Hola ${name}:`,
    signature: 'Maison Orcaviar',
    colon: ': ',
    withdraw: 'Desistir del contrato aquí:',
    confirmation: {
      subject: (numero) => `Su pedido ${numero} está confirmado`,
      thanks: 'Gracias por su pedido. Lo preparamos con esmero en nuestro taller.',
      items: 'Sus artículos',
      subtotal: 'Artículos',
      delivery: (label) => `Envío (${label})`,
      free: 'Gratuito',
      discount: (code) => `Descuento ${code}`,
      total: 'Total con IVA',
      vatIncluded: (amount) => `IVA incluido ${amount}`,
      address: 'Dirección de entrega',
      invoice: (numero) => `Su factura ${numero} va adjunta a este mensaje.`,
      follow: 'Siga su pedido:',
    },
    failure: {
      subject: (numero) =>
        numero ? `El pago de su pedido ${numero} no se ha completado` : 'El pago de su pedido no se ha completado',
      body: (amount) => `Su pago de ${amount} no se ha podido realizar: no se ha cargado ningún importe.`,
      resume: 'Puede retomar su pedido y pagarlo aquí:',
      help: '¿Alguna pregunta? Responda a este mensaje y le ayudaremos con gusto.',
    },
    shipment: {
      subject: (numero) => `Su pedido ${numero} está en camino`,
      body: (numero) => `Buenas noticias: su pedido ${numero} ha salido de nuestro taller.`,
      carrier: 'Transportista',
      tracking: 'Número de seguimiento',
      follow: 'Siga su pedido:',
      parcelSubject: (numero) => `Un paquete de su pedido ${numero} está en camino`,
      parcelBody: (numero) => `Buenas noticias: un paquete de su pedido ${numero} ha salido de nuestro taller.`,
      contents: 'En este paquete',
      trackingLink: 'Siga su paquete:',
    },
  },
  de: {
    hello: (name) => `Guten Tag ${name},`,
    signature: 'Maison Orcaviar',
    colon: ': ',
    withdraw: 'Vertrag hier widerrufen:',
    confirmation: {
      subject: (numero) => `Ihre Bestellung ${numero} ist bestätigt`,
      thanks: 'Vielen Dank für Ihre Bestellung. Wir bereiten sie sorgfältig in unserem Atelier vor.',
      items: 'Ihre Artikel',
      subtotal: 'Artikel',
      delivery: (label) => `Versand (${label})`,
      free: 'Kostenlos',
      discount: (code) => `Rabatt ${code}`,
      total: 'Gesamt inkl. MwSt.',
      vatIncluded: (amount) => `davon MwSt. ${amount}`,
      address: 'Lieferadresse',
      invoice: (numero) => `Ihre Rechnung ${numero} finden Sie im Anhang.`,
      follow: 'Verfolgen Sie Ihre Bestellung:',
    },
    failure: {
      subject: (numero) =>
        numero
          ? `Die Zahlung Ihrer Bestellung ${numero} ist fehlgeschlagen`
          : 'Die Zahlung Ihrer Bestellung ist fehlgeschlagen',
      body: (amount) => `Ihre Zahlung über ${amount} konnte nicht ausgeführt werden: Es wurde nichts abgebucht.`,
      resume: 'Hier können Sie Ihre Bestellung fortsetzen und bezahlen:',
      help: 'Fragen? Antworten Sie einfach auf diese Nachricht, wir helfen gern.',
    },
    shipment: {
      subject: (numero) => `Ihre Bestellung ${numero} ist unterwegs`,
      body: (numero) => `Gute Nachricht: Ihre Bestellung ${numero} hat unser Atelier verlassen.`,
      carrier: 'Versanddienst',
      tracking: 'Sendungsnummer',
      follow: 'Verfolgen Sie Ihre Bestellung:',
      parcelSubject: (numero) => `Ein Paket Ihrer Bestellung ${numero} ist unterwegs`,
      parcelBody: (numero) => `Gute Nachricht: Ein Paket Ihrer Bestellung ${numero} hat unser Atelier verlassen.`,
      contents: 'In diesem Paket',
      trackingLink: 'Verfolgen Sie Ihr Paket:',
    },
  },
};
