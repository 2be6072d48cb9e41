import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBackOffice } from './admin-shop.ts';
import { createScratchDatabase, type ScratchDatabase } from './pg-scratch.ts';

const SUBSCRIBERS = 500;
const UNSUBSCRIBED = 25;

/**
 * Issue 13: an admin writes a campaign, previews it and sends it to 500 subscribers; the outbox
 * holds one mail per consenting address, none for those who left, and a second send is refused.
 * On PostgreSQL, where the subscribers are written in one statement.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('newsletter campaign sent from the back office', () => {
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  });
  afterAll(() => database?.drop());
  const backOffice = useBackOffice({ settings: () => ({ DATABASE_URL: database.url }) });

  beforeAll(async () => {
    const { sql } = database;
    // Confirmed subscribers in two languages; the last ones have unsubscribed.
    await sql`
      insert into newsletters (mail, prenom, confirme, langue, desinscrit)
      select 'lecteur.' || n || '@exemple.fr', 'Lecteur', now(), case when n % 2 = 0 then 'en' else 'fr' end,
             case when n > ${SUBSCRIBERS - UNSUBSCRIBED} then now() end
      from generate_series(1, ${SUBSCRIBERS}) as n`;
  });

  it('reaches every consenting subscriber once, and never those who left', async () => {
    const { admin, shop } = backOffice;
    const { sql } = database;
    const [counted] = await sql<{ consenting: number }[]>`
      select count(*)::int as consenting from newsletters where confirme is not null and desinscrit is null`;
    const consenting = counted!.consenting;

    await admin.goto('/fr/ad/newsletters/nouveau');
    await admin.getByLabel(/^Titre interne/u).fill('Calendrier de l’Avent');
    await admin.getByLabel(/^Objet du mail/u).fill('Votre rituel de décembre');
    await admin.getByLabel(/^Texte/u).fill('Vingt-quatre jours de soins au caviar.');
    await admin.getByRole('button', { name: 'Enregistrer', exact: true }).click();

    const preview = admin.getByRole('article', { name: 'Aperçu et envoi' });
    await expect.poll(() => preview.textContent()).toContain('Votre rituel de décembre');
    await admin.getByRole('button', { name: 'Envoyer aux abonnés' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect
      .poll(() => admin.getByRole('status').filter({ hasText: 'Envoyée à' }).textContent(), { timeout: 20_000 })
      .toContain(`Envoyée à ${consenting} abonnés.`);

    const mails = await sql<{ destinataire: string; cle: string }[]>`
      select destinataire, cle from outbox where cle like 'campagne:%'`;
    expect(mails).toHaveLength(consenting);
    expect(new Set(mails.map((mail) => mail.destinataire)).size).toBe(consenting);
    const left = new Set(
      Array.from({ length: UNSUBSCRIBED }, (_, index) => `lecteur.${SUBSCRIBERS - index}@exemple.fr`),
    );
    expect(mails.filter((mail) => left.has(mail.destinataire))).toEqual([]);
    expect(mails.filter((mail) => mail.destinataire.startsWith('lecteur.'))).toHaveLength(SUBSCRIBERS - UNSUBSCRIBED);

    // Sent once: the page no longer offers to send, and the API refuses a second send.
    await admin.reload();
    await admin.getByRole('status').filter({ hasText: 'Envoyée à' }).waitFor();
    expect(await admin.getByRole('button', { name: 'Envoyer aux abonnés' }).count()).toBe(0);
    const [campaign] = await sql<{ id: number }[]>`select id from campagnes order by id desc limit 1`;
    const again = await fetch(`${shop.server.baseURL}/api/campagnes/${campaign!.id}/envoi`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Origin: shop.server.baseURL,
        Authorization: `Bearer ${shop.admin.access_token}`,
      },
    });
    expect(again.status).toBe(409);
    const [queued] = await sql<{ total: number }[]>`
      select count(*)::int as total from outbox where cle like 'campagne:%'`;
    expect(queued!.total).toBe(consenting);
  });
});
