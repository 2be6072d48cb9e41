import type { CampaignTranslations } from './admin/campagnes.ts';
import type { Locale } from './locales.ts';

const FOOTERS: Record<Locale, (url: string) => string> = {
  fr: (url) =>
    `Vous recevez ce message car vous êtes inscrit(e) aux nouvelles de Maison Orcaviar.\nSe désinscrire en un clic : ${url}`,
  en: (url) =>
    `You receive this message because you subscribed to Maison Orcaviar’s news.\nUnsubscribe in one click: ${url}`,
  es: (url) =>
    `Recibe este mensaje porque se suscribió a las novedades de Maison Orcaviar.\nDarse de baja con un clic: ${url}`,
  de: (url) =>
    `Sie erhalten diese Nachricht, weil Sie die Neuigkeiten von Maison Orcaviar abonniert haben.\nMit einem Klick abbestellen: ${url}`,
};

export interface CampaignText {
  sujet: string;
  contenu: string;
  traductions: CampaignTranslations;
}

/**
 * A campaign's mail as one subscriber receives it: in their language when both its subject and
 * text are translated (never half French), with the one-click unsubscribe link at the foot.
 * The back office's preview shows exactly this. The link's page speaks the mail's language.
 */
export function renderCampaignMail(
  campaign: CampaignText,
  locale: Locale,
  unsubscribeUrl: (language: Locale) => string,
) {
  const translated = locale === 'fr' ? undefined : campaign.traductions[locale];
  const isTranslated = Boolean(translated?.sujet?.trim() && translated.contenu?.trim());
  const language: Locale = isTranslated ? locale : 'fr';
  return {
    language,
    subject: isTranslated ? translated!.sujet!.trim() : campaign.sujet,
    text: `${isTranslated ? translated!.contenu!.trim() : campaign.contenu}\n\n—\n${FOOTERS[language](unsubscribeUrl(language))}`,
  };
}
