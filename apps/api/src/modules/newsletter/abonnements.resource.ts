import { randomBytes } from 'node:crypto';
import { abonnementsResource } from '@boutique/domain';
import { newsletters } from '../../db/schema/index.ts';
import { shopDay } from '../../lib/shop-time.ts';
import { subscriberConditions } from './newsletter.service.ts';
import { defineResource } from '../admin-resources/define-resource.ts';

/**
 * Newsletter subscribers (the newsletter module's `newsletters` table). Nobody is subscribed from
 * the back office (consent is the subscriber's own, double opt-in) nor deleted (an unsubscribe
 * keeps the proof of consent): staff read, correct the name or language, and unsubscribe through
 * `POST /api/abonnements/{id}/desinscription` (modules/newsletter), which also exports the CSV.
 */
export const abonnementsDefinition = defineResource({
  descriptor: abonnementsResource,
  table: newsletters,
  omit: ['create', 'delete'],
  filters: subscriberConditions,
  sample: () => ({}),
  sampleChange: () => ({ prenom: `Camille ${randomBytes(2).toString('hex')}` }),
  sampleFilters: (row) => {
    const mail = String(row.mail);
    const day = shopDay(new Date(String(row.consentement)));
    return [
      { q: mail },
      { q: mail, confirme: 'false', desinscrit: 'false', langue: String(row.langue), source: String(row.source) },
      { q: mail.slice(0, -2), du: day, au: day },
    ];
  },
});
