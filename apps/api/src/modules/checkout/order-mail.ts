import { formatEuros, LOCALE_TAGS, type Locale } from '@boutique/domain';

const TEXTS: Record<
  Locale,
  {
    subject: (numero: string) => string;
    hello: (name: string) => string;
    thanks: string;
    total: string;
    follow: string;
  }
> = {
  fr: {
    subject: (numero) => `Votre commande ${numero} est confirmée`,
    hello: (name) => `Bonjour ${name},`,
    thanks: 'Merci pour votre commande. Nous la préparons avec soin dans notre atelier.',
    total: 'Total TTC',
    follow: 'Suivez votre commande :',
  },
  en: {
    subject: (numero) => `Your order ${numero} is confirmed`,
    hello: (name) => `Hello ${name},`,
    thanks: 'Thank you for your order. We are preparing it with care in our workshop.',
    total: 'Total incl. VAT',
    follow: 'Follow your order:',
  },
  es: {
    subject: (numero) => `Su pedido ${numero} está confirmado`,
    hello: (name) => `Hola ${name}:`,
    thanks: 'Gracias por su pedido. Lo preparamos con esmero en nuestro taller.',
    total: 'Total con IVA',
    follow: 'Siga su pedido:',
  },
  de: {
    subject: (numero) => `Ihre Bestellung ${numero} ist bestätigt`,
    hello: (name) => `Guten Tag ${name},`,
    thanks: 'Vielen Dank für Ihre Bestellung. Wir bereiten sie sorgfältig in unserem Atelier vor.',
    total: 'Gesamt inkl. MwSt.',
    follow: 'Verfolgen Sie Ihre Bestellung:',
  },
};

/** The order confirmation mail (text), in the customer's language. */
export function renderOrderConfirmation(input: {
  langue: Locale;
  prenom: string;
  numero: string;
  totalTtc: number;
  lines: { produit_label: string; label: string; qtt: number; prix_ttc: number }[];
  url: string;
}) {
  const texts = TEXTS[input.langue];
  const money = (cents: number) => formatEuros(cents, LOCALE_TAGS[input.langue]);
  const lines = input.lines.map(
    (line) => `- ${line.produit_label}, ${line.label} × ${line.qtt} : ${money(line.prix_ttc * line.qtt)}`,
  );
  const text = [
    texts.hello(input.prenom).trim(),
    texts.thanks,
    lines.join('\n'),
    `${texts.total} : ${money(input.totalTtc)}`,
    `${texts.follow} ${input.url}`,
    'Maison Orcaviar',
  ].join('\n\n');
  return { subject: texts.subject(input.numero), text };
}
