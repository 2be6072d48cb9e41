import type { Locale } from '@boutique/domain';

const TEXTS: Record<Locale, { subject: string; body: string; ignore: string; sign: string }> = {
  fr: {
    subject: 'Confirmez votre inscription aux nouvelles de Maison Orcaviar',
    body: 'Pour recevoir nos nouvelles, confirmez votre adresse en ouvrant ce lien (valable 7 jours) :',
    ignore: 'Vous n’avez rien demandé ? Ignorez ce message : vous ne recevrez rien.',
    sign: 'Maison Orcaviar',
  },
  en: {
    subject: 'Confirm your subscription to Maison Orcaviar’s news',
    body: 'To receive our news, confirm your address by opening this link (valid for 7 days):',
    ignore: 'Did not ask for anything? Ignore this message: you will receive nothing.',
    sign: 'Maison Orcaviar',
  },
  es: {
    subject: 'Confirme su suscripción a las novedades de Maison Orcaviar',
    body: 'Para recibir nuestras novedades, confirme su dirección abriendo este enlace (válido 7 días):',
    ignore: '¿No ha solicitado nada? Ignore este mensaje: no recibirá nada.',
    sign: 'Maison Orcaviar',
  },
  de: {
    subject: 'Bestätigen Sie Ihr Abonnement der Neuigkeiten von Maison Orcaviar',
    body: 'Um unsere Neuigkeiten zu erhalten, bestätigen Sie Ihre Adresse über diesen Link (7 Tage gültig):',
    ignore: 'Sie haben nichts angefordert? Ignorieren Sie diese Nachricht: Sie erhalten nichts.',
    sign: 'Maison Orcaviar',
  },
};

/** The double opt-in mail: the subscription counts once its link is opened. */
export function renderConfirmationMail(locale: Locale, url: string) {
  const texts = TEXTS[locale];
  return { subject: texts.subject, text: [texts.body, url, texts.ignore, texts.sign].join('\n\n') };
}
