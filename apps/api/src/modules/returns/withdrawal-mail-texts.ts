import type { Locale } from '@boutique/domain';

/**
 * The words of the statement the acknowledgement repeats (a withdrawal, or another return
 * request), in one language: fixed, as the law wants it; the mail's prose is in its template.
 */
export interface WithdrawalMailTexts {
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
  sealed: string;
}

export const WITHDRAWAL_MAIL_TEXTS: Record<Locale, WithdrawalMailTexts> = {
  fr: {
    statement: 'Votre déclaration',
    name: 'Nom',
    order: 'Commande',
    items: 'Articles concernés',
    contact: 'Adresse électronique',
    message: 'Votre message',
    at: 'Date et heure',
    parisTime: 'heure de Paris',
    sealed:
      'Les produits scellés pour des raisons d’hygiène qui ont été descellés après la livraison peuvent être refusés.',
  },
  en: {
    statement: 'Your statement',
    name: 'Name',
    order: 'Order',
    items: 'Items concerned',
    contact: 'E-mail address',
    message: 'Your message',
    at: 'Date and time',
    parisTime: 'Paris time',
    sealed: 'Products sealed for hygiene reasons that were unsealed after delivery may be refused.',
  },
  es: {
    statement: 'Su declaración',
    name: 'Nombre',
    order: 'Pedido',
    items: 'Artículos afectados',
    contact: 'Correo electrónico',
    message: 'Su mensaje',
    at: 'Fecha y hora',
    parisTime: 'hora de París',
    sealed:
      'Los productos precintados por razones de higiene que se hayan desprecintado tras la entrega pueden ser rechazados.',
  },
  de: {
    statement: 'Ihre Erklärung',
    name: 'Name',
    order: 'Bestellung',
    items: 'Betroffene Artikel',
    contact: 'E-Mail-Adresse',
    message: 'Ihre Nachricht',
    at: 'Datum und Uhrzeit',
    parisTime: 'Pariser Zeit',
    sealed:
      'Aus Hygienegründen versiegelte Produkte, deren Versiegelung nach der Lieferung entfernt wurde, können zurückgewiesen werden.',
  },
};
