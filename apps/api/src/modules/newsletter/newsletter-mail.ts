import type { Locale, MailTemplate } from '@boutique/domain';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { shippedTemplate, SIGNATURE } from '../mail-templates/shipped-template.ts';

const SHIPPED: Record<Locale, MailTemplate> = {
  fr: shippedTemplate('Confirmez votre inscription aux nouvelles de Maison Orcaviar', [
    {
      lien: 'Pour recevoir nos nouvelles, confirmez votre adresse en ouvrant ce lien (valable 7 jours) :',
      url: 'lien',
    },
    { note: 'Vous n’avez rien demandé ? Ignorez ce message : vous ne recevrez rien.' },
    SIGNATURE,
  ]),
  en: shippedTemplate('Confirm your subscription to Maison Orcaviar’s news', [
    { lien: 'To receive our news, confirm your address by opening this link (valid for 7 days):', url: 'lien' },
    { note: 'Did not ask for anything? Ignore this message: you will receive nothing.' },
    SIGNATURE,
  ]),
  es: shippedTemplate('Confirme su suscripción a las novedades de Maison Orcaviar', [
    {
      lien: 'Para recibir nuestras novedades, confirme su dirección abriendo este enlace (válido 7 días):',
      url: 'lien',
    },
    { note: '¿No ha solicitado nada? Ignore este mensaje: no recibirá nada.' },
    SIGNATURE,
  ]),
  de: shippedTemplate('Bestätigen Sie Ihr Abonnement der Neuigkeiten von Maison Orcaviar', [
    {
      lien: 'Um unsere Neuigkeiten zu erhalten, bestätigen Sie Ihre Adresse über diesen Link (7 Tage gültig):',
      url: 'lien',
    },
    { note: 'Sie haben nichts angefordert? Ignorieren Sie diese Nachricht: Sie erhalten nichts.' },
    SIGNATURE,
  ]),
};

/** The double opt-in mail: the subscription counts once its link is opened. */
export const newsletterConfirmationMail: MailDefinition<{ url: string }> = {
  cle: 'confirmation_newsletter',
  shipped: SHIPPED,
  view: (input) => ({ valeurs: { lien: input.url } }),
  sample: (langue, publicUrl) => ({ url: `${publicUrl}/${langue}/newsletter/confirmation/exemple` }),
};
