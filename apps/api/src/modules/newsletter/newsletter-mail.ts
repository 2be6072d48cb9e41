import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { shippedMails } from '../mail-templates/shipped-template.ts';
import wording from './newsletter-mail.wording.json' with { type: 'json' };

/** The double opt-in mail: the subscription counts once its link is opened. */
export const newsletterConfirmationMail: MailDefinition<{ url: string }> = {
  cle: 'confirmation_newsletter',
  shipped: shippedMails(wording.confirmation_newsletter, 'signed'),
  view: (input) => ({ valeurs: { lien: input.url } }),
  sample: (langue, publicUrl) => ({ url: `${publicUrl}/${langue}/newsletter/confirmation/exemple` }),
};
