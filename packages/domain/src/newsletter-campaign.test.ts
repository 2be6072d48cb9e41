import { describe, expect, it } from 'vitest';
import { renderCampaignMail } from './newsletter-campaign.ts';

const campaign = {
  sujet: 'Le soin du mois',
  contenu: 'Découvrez notre sérum.',
  traductions: {
    en: { sujet: 'Care of the month', contenu: 'Discover our serum.' },
    es: { sujet: 'El cuidado del mes' },
  },
};

describe('campaign mail', () => {
  it('speaks the subscriber’s language when subject and text are both translated', () => {
    const mail = renderCampaignMail(campaign, 'en', (language) => `https://boutique.example/${language}/u/abc`);
    expect(mail).toMatchObject({ language: 'en', subject: 'Care of the month' });
    expect(mail.text).toMatch(/^Discover our serum\.\n\n—\nYou receive this message/u);
    expect(mail.text).toContain('Unsubscribe in one click: https://boutique.example/en/u/abc');
  });

  it('falls back to French, footer included, rather than mixing languages', () => {
    for (const locale of ['es', 'de'] as const) {
      const mail = renderCampaignMail(campaign, locale, (language) => `https://x.example/${language}/u`);
      expect(mail).toMatchObject({ language: 'fr', subject: 'Le soin du mois' });
      expect(mail.text).toContain('Se désinscrire en un clic : https://x.example/fr/u');
    }
  });
});
