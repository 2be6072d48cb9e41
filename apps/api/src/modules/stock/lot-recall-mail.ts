import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { shippedMails } from '../mail-templates/shipped-template.ts';
import wording from './lot-recall-mail.wording.json' with { type: 'json' };

export interface LotRecallInput {
  prenom: string;
  produit: string;
  format: string;
  lot: string;
  numero: string;
}

/** "We recall lot X of the product you received", in the language of the customer's order. */
export const lotRecallMail: MailDefinition<LotRecallInput> = {
  cle: 'rappel_lot',
  shipped: shippedMails(wording.rappel_lot),
  view: (input) => ({ valeurs: { ...input } }),
  sample: () => ({
    prenom: 'Camille',
    produit: 'Crème riche au caviar',
    format: 'Pot 50 ml',
    lot: 'L2026-114',
    numero: 'OC-2026-000042',
  }),
};

/** The recall mail's outbox key: each customer gets it once per lot, however often staff send. */
export const recallMailKey = (lotId: number, userId: number) => `rappel-lot:${lotId}:${userId}`;
