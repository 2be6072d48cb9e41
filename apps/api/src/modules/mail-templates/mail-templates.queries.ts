import { and, eq } from 'drizzle-orm';
import type { Locale, MailTemplate, MailTemplateKey } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { modelesCourriels } from '../../db/schema/index.ts';

type Reader = Pick<Database | Transaction, 'select'>;
export type MailTemplateRow = typeof modelesCourriels.$inferSelect;

const byKey = (cle: MailTemplateKey, langue: Locale) =>
  and(eq(modelesCourriels.cle, cle), eq(modelesCourriels.langue, langue));

export const selectTemplates = (db: Reader, cle?: MailTemplateKey) =>
  db
    .select()
    .from(modelesCourriels)
    .where(cle ? eq(modelesCourriels.cle, cle) : undefined);

export async function selectTemplate(db: Reader, cle: MailTemplateKey, langue: Locale) {
  const [row] = await db.select().from(modelesCourriels).where(byKey(cle, langue));
  return row ?? null;
}

export async function upsertTemplate(
  tx: Transaction,
  values: { cle: MailTemplateKey; langue: Locale; maj_par: number } & MailTemplate,
) {
  const [row] = await tx
    .insert(modelesCourriels)
    .values(values)
    .onConflictDoUpdate({
      target: [modelesCourriels.cle, modelesCourriels.langue],
      set: { sujet: values.sujet, html: values.html, texte: values.texte, maj_par: values.maj_par, maj: new Date() },
    })
    .returning();
  return row!;
}

export async function deleteTemplate(tx: Transaction, cle: MailTemplateKey, langue: Locale) {
  const [row] = await tx.delete(modelesCourriels).where(byKey(cle, langue)).returning();
  return row ?? null;
}
