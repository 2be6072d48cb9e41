import type { Locale, ReturnKind } from '@boutique/domain';

/** The acknowledgement's wording in one language (a withdrawal, or another return request). */
export interface WithdrawalMailTexts {
  subject: (numero: string, kind: ReturnKind) => string;
  intro: (kind: ReturnKind) => string;
  /** The statement as received: who, which order, which units, which contact, when. */
  statement: string;
  name: string;
  order: string;
  items: string;
  contact: string;
  message: string;
  at: string;
  /** Said beside the time: the shop's clock, whatever the reader's. */
  parisTime: string;
  next: (kind: ReturnKind) => string;
  sealed: string;
  follow: string;
}

export const WITHDRAWAL_MAIL_TEXTS: Record<Locale, WithdrawalMailTexts> = {
  fr: {
    subject: (numero, kind) =>
      kind === 'retractation'
        ? `Accusé de réception de votre rétractation – commande ${numero}`
        : `Nous avons reçu votre demande de retour – commande ${numero}`,
    intro: (kind) =>
      kind === 'retractation'
        ? 'Nous accusons réception de votre rétractation du contrat. Voici le contenu de votre déclaration :'
        : 'Nous avons bien reçu votre demande de retour. Voici son contenu :',
    statement: 'Votre déclaration',
    name: 'Nom',
    order: 'Commande',
    items: 'Articles concernés',
    contact: 'Adresse électronique',
    message: 'Votre message',
    at: 'Date et heure',
    parisTime: 'heure de Paris',
    next: (kind) =>
      kind === 'retractation'
        ? 'Renvoyez-nous les articles dans les 14 jours. Nous vous rembourserons dans les 14 jours suivant votre rétractation ; nous pouvons attendre d’avoir reçu les articles.'
        : 'Nous revenons vers vous rapidement avec la marche à suivre.',
    sealed:
      'Les produits scellés pour des raisons d’hygiène qui ont été descellés après la livraison peuvent être refusés.',
    follow: 'Suivre votre commande :',
  },
  en: {
    subject: (numero, kind) =>
      kind === 'retractation'
        ? `Acknowledgement of your withdrawal – order ${numero}`
        : `We have received your return request – order ${numero}`,
    intro: (kind) =>
      kind === 'retractation'
        ? 'We acknowledge receipt of your withdrawal from the contract. Here is what your statement says:'
        : 'We have received your return request. Here is what it says:',
    statement: 'Your statement',
    name: 'Name',
    order: 'Order',
    items: 'Items concerned',
    contact: 'E-mail address',
    message: 'Your message',
    at: 'Date and time',
    parisTime: 'Paris time',
    next: (kind) =>
      kind === 'retractation'
        ? 'Please send the items back within 14 days. We will refund you within 14 days of your withdrawal; we may wait until we have received the items.'
        : 'We will come back to you shortly with the next steps.',
    sealed: 'Products sealed for hygiene reasons that were unsealed after delivery may be refused.',
    follow: 'Follow your order:',
  },
  es: {
    subject: (numero, kind) =>
      kind === 'retractation'
        ? `Acuse de recibo de su desistimiento – pedido ${numero}`
        : `Hemos recibido su solicitud de devolución – pedido ${numero}`,
    intro: (kind) =>
      kind === 'retractation'
        ? 'Acusamos recibo de su desistimiento del contrato. Este es el contenido de su declaración:'
        : 'Hemos recibido su solicitud de devolución. Este es su contenido:',
    statement: 'Su declaración',
    name: 'Nombre',
    order: 'Pedido',
    items: 'Artículos afectados',
    contact: 'Correo electrónico',
    message: 'Su mensaje',
    at: 'Fecha y hora',
    parisTime: 'hora de París',
    next: (kind) =>
      kind === 'retractation'
        ? 'Devuélvanos los artículos en un plazo de 14 días. Le reembolsaremos en los 14 días siguientes a su desistimiento; podemos esperar a haber recibido los artículos.'
        : 'Nos pondremos en contacto con usted en breve para indicarle los siguientes pasos.',
    sealed:
      'Los productos precintados por razones de higiene que se hayan desprecintado tras la entrega pueden ser rechazados.',
    follow: 'Seguir su pedido:',
  },
  de: {
    subject: (numero, kind) =>
      kind === 'retractation'
        ? `Eingangsbestätigung Ihres Widerrufs – Bestellung ${numero}`
        : `Wir haben Ihre Rücksendeanfrage erhalten – Bestellung ${numero}`,
    intro: (kind) =>
      kind === 'retractation'
        ? 'Wir bestätigen den Eingang Ihres Widerrufs des Vertrags. Ihre Erklärung lautet:'
        : 'Wir haben Ihre Rücksendeanfrage erhalten. Sie lautet:',
    statement: 'Ihre Erklärung',
    name: 'Name',
    order: 'Bestellung',
    items: 'Betroffene Artikel',
    contact: 'E-Mail-Adresse',
    message: 'Ihre Nachricht',
    at: 'Datum und Uhrzeit',
    parisTime: 'Pariser Zeit',
    next: (kind) =>
      kind === 'retractation'
        ? 'Bitte senden Sie uns die Artikel innerhalb von 14 Tagen zurück. Wir erstatten Ihnen den Betrag innerhalb von 14 Tagen nach Ihrem Widerruf; wir können die Erstattung verweigern, bis wir die Artikel zurückerhalten haben.'
        : 'Wir melden uns in Kürze mit den nächsten Schritten bei Ihnen.',
    sealed:
      'Aus Hygienegründen versiegelte Produkte, deren Versiegelung nach der Lieferung entfernt wurde, können zurückgewiesen werden.',
    follow: 'Ihre Bestellung verfolgen:',
  },
};
