import { formatEuros, LOCALE_TAGS, type Locale, type MailTemplate } from '@boutique/domain';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { customerMail } from '../mail-templates/shipped-template.ts';

export interface PaymentLinkMessageInput {
  prenom: string;
  montant: number;
  message: string;
  url: string;
}

const SHIPPED: Record<Locale, MailTemplate> = {
  fr: customerMail('fr', 'Votre lien de paiement Maison Orcaviar', [
    { si: 'message', part: '{{message}}' },
    { lien: 'Voici votre lien pour régler {{montant}} en toute sécurité par carte :', url: 'lien' },
  ]),
  en: customerMail('en', 'Your Maison Orcaviar payment link', [
    { si: 'message', part: '{{message}}' },
    { lien: 'Here is your link to pay {{montant}} securely by card:', url: 'lien' },
  ]),
  es: customerMail('es', 'Su enlace de pago de Maison Orcaviar', [
    { si: 'message', part: '{{message}}' },
    { lien: 'Este es su enlace para pagar {{montant}} con tarjeta de forma segura:', url: 'lien' },
  ]),
  de: customerMail('de', 'Ihr Zahlungslink von Maison Orcaviar', [
    { si: 'message', part: '{{message}}' },
    { lien: 'Hier ist Ihr Link, um {{montant}} sicher per Karte zu bezahlen:', url: 'lien' },
  ]),
};

const amountIn = (langue: Locale, cents: number) => formatEuros(cents, LOCALE_TAGS[langue]);

/** The mail that carries a payment link, with staff's message, in the customer's language. */
export const paymentLinkMail: MailDefinition<PaymentLinkMessageInput> = {
  cle: 'lien_paiement',
  shipped: SHIPPED,
  view: (input, langue) => ({
    valeurs: {
      prenom: input.prenom,
      montant: amountIn(langue, input.montant),
      message: input.message,
      lien: input.url,
    },
  }),
  sample: (langue, publicUrl) => ({
    prenom: 'Camille',
    montant: 12_000,
    message: '',
    url: `${publicUrl}/${langue}/paiement/exemple`,
  }),
};

const SMS: Record<Locale, (amount: string) => string> = {
  fr: (amount) => `Maison Orcaviar : Voici votre lien pour régler ${amount} en toute sécurité par carte :`,
  en: (amount) => `Maison Orcaviar : Here is your link to pay ${amount} securely by card:`,
  es: (amount) => `Maison Orcaviar : Este es su enlace para pagar ${amount} con tarjeta de forma segura:`,
  de: (amount) => `Maison Orcaviar : Hier ist Ihr Link, um ${amount} sicher per Karte zu bezahlen:`,
};

/** The SMS that carries a payment link, in the customer's language (a text message has no template). */
export const paymentLinkSms = (link: { langue: Locale; montant: number }, url: string) =>
  `${SMS[link.langue](amountIn(link.langue, link.montant))} ${url}`;
