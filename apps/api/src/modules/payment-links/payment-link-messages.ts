import { formatEuros, LOCALE_TAGS, type Locale } from '@boutique/domain';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { shippedMails } from '../mail-templates/shipped-template.ts';
import wording from './payment-link-messages.wording.json' with { type: 'json' };

export interface PaymentLinkMessageInput {
  prenom: string;
  montant: number;
  message: string;
  url: string;
}

const amountIn = (langue: Locale, cents: number) => formatEuros(cents, LOCALE_TAGS[langue]);

/** The mail that carries a payment link, with staff's message, in the customer's language. */
export const paymentLinkMail: MailDefinition<PaymentLinkMessageInput> = {
  cle: 'lien_paiement',
  shipped: shippedMails(wording.lien_paiement),
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
