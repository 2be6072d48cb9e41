import type { Contact } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { enqueueMail, type MailDispatcher } from '../outbox/outbox.service.ts';
import { readShopMailAddress } from '../shop-info/shop-info.service.ts';

/** Stores a contact message and mails it to the shop, in one transaction with the outbox. */
export function createContactService(db: Database, mails: MailDispatcher, fallbackAddress: string) {
  return {
    /** `userId`: the signed-in sender, whose export will hold the message. */
    async send(input: Contact, userId: number | null): Promise<void> {
      // Robots fill the hidden field; they get the same thanks and nothing is kept.
      if (input.website) return;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contacts)
          .values({
            nom: input.nom,
            mail: input.mail,
            tel: input.tel ?? '',
            message: input.message,
            commande: input.commande ?? '',
            sujet: input.sujet ?? '',
            user_id: userId,
          })
          .returning({ id: contacts.id });
        const lines = [
          `Nom : ${input.nom}`,
          `E-mail : ${input.mail}`,
          input.tel ? `Téléphone : ${input.tel}` : null,
          input.commande ? `Commande : ${input.commande}` : null,
          input.sujet ? `Sujet : ${input.sujet}` : null,
          '',
          input.message,
        ].filter((line) => line !== null);
        // Nothing the visitor typed goes into a header: the subject is ours, the address is the shop's.
        await enqueueMail(tx, {
          to: await readShopMailAddress(tx, fallbackAddress),
          subject: `Nouveau message de contact n° ${row!.id}`,
          text: lines.join('\n'),
          key: `contact:${row!.id}`,
        });
      });
      void mails.nudge();
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

/** An account's own contact messages, for its export (GDPR). */
export { selectAccountMessages as accountMessages } from './contact.queries.ts';
