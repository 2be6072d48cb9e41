import { formatEuros, LOCALE_TAGS, type Locale } from '@boutique/domain';

const TEXTS: Record<
  Locale,
  { subject: string; hello: (name: string) => string; body: (amount: string) => string; sign: string }
> = {
  fr: {
    subject: 'Votre lien de paiement Maison Orcaviar',
    hello: (name) => `Bonjour ${name},`,
    body: (amount) => `Voici votre lien pour régler ${amount} en toute sécurité par carte :`,
    sign: 'Maison Orcaviar',
  },
  en: {
    subject: 'Your Maison Orcaviar payment link',
    hello: (name) => `Hello ${name},`,
    body: (amount) => `Here is your link to pay ${amount} securely by card:`,
    sign: 'Maison Orcaviar',
  },
  es: {
    subject: 'Su enlace de pago de Maison Orcaviar',
    hello: (name) => `Hola ${name}:`,
    body: (amount) => `Este es su enlace para pagar ${amount} con tarjeta de forma segura:`,
    sign: 'Maison Orcaviar',
  },
  de: {
    subject: 'Ihr Zahlungslink von Maison Orcaviar',
    hello: (name) => `Guten Tag ${name},`,
    body: (amount) => `Hier ist Ihr Link, um ${amount} sicher per Karte zu bezahlen:`,
    sign: 'Maison Orcaviar',
  },
};

/** The mail and SMS texts that carry a payment link, in the customer's language. */
export function renderPaymentLinkMessages(
  link: { langue: Locale; prenom: string; montant: number; message: string },
  url: string,
) {
  const texts = TEXTS[link.langue];
  const amount = formatEuros(link.montant, LOCALE_TAGS[link.langue]);
  const mailText = [texts.hello(link.prenom || '').trim(), link.message, texts.body(amount), url, texts.sign]
    .filter(Boolean)
    .join('\n\n');
  return { subject: texts.subject, mailText, smsText: `${texts.sign} : ${texts.body(amount)} ${url}` };
}
