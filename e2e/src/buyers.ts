import { createHash, randomBytes } from 'node:crypto';
import type postgres from 'postgres';

/**
 * A customer written straight into the database for the load tests: an account with a session
 * token (answered in clear, stored as its digest) and a default delivery and billing address.
 */
export async function insertBuyer(sql: postgres.Sql, mail: string, nom: string) {
  const token = randomBytes(32).toString('base64url');
  const [user] = await sql<{ id: number }[]>`
    insert into users (mail, prenom, nom) values (${mail}, 'Client', ${nom}) returning id`;
  await sql`
    insert into tokens (user_id, digest, expires)
    values (${user!.id}, ${createHash('sha256').update(token).digest('base64url')}, now() + interval '1 day')`;
  await sql`
    insert into adresses (user_id, prenom, nom, ligne1, code_postal, ville, livraison_defaut, facturation_defaut)
    values (${user!.id}, 'Client', ${nom}, '1 rue de la Paix', '75002', 'Paris', true, true)`;
  return { userId: user!.id, token };
}
