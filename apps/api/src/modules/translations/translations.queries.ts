import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { traductions, traductionsSources } from '../../db/schema/index.ts';

type Reader = Database | Transaction;

export const selectOverrides = (db: Reader) =>
  db.select({ locale: traductions.locale, cle: traductions.cle, valeur: traductions.valeur }).from(traductions);

export const selectOverride = (db: Reader, locale: string, cle: string) =>
  db
    .select({ valeur: traductions.valeur })
    .from(traductions)
    .where(and(eq(traductions.locale, locale), eq(traductions.cle, cle)))
    .for('update')
    .then((rows) => rows[0] ?? null);

export const upsertOverride = (
  tx: Transaction,
  values: { locale: string; cle: string; valeur: string; userId: number },
) =>
  tx
    .insert(traductions)
    .values({ locale: values.locale, cle: values.cle, valeur: values.valeur, updated_by: values.userId })
    .onConflictDoUpdate({
      target: [traductions.locale, traductions.cle],
      set: { valeur: values.valeur, updated_by: values.userId, updated: sql`now()` },
    });

export const deleteOverride = (tx: Transaction, locale: string, cle: string) =>
  tx.delete(traductions).where(and(eq(traductions.locale, locale), eq(traductions.cle, cle)));

export interface SourceHash {
  record_id: string;
  champ: string;
  locale: string;
  source_hash: string;
}

export const selectSourceHashes = (db: Reader, entite: string, recordIds?: readonly string[]) =>
  db
    .select({
      record_id: traductionsSources.record_id,
      champ: traductionsSources.champ,
      locale: traductionsSources.locale,
      source_hash: traductionsSources.source_hash,
    })
    .from(traductionsSources)
    .where(
      and(
        eq(traductionsSources.entite, entite),
        recordIds ? inArray(traductionsSources.record_id, [...recordIds]) : undefined,
      ),
    );

export const upsertSourceHashes = (tx: Transaction, entite: string, hashes: readonly SourceHash[]) =>
  hashes.length === 0
    ? Promise.resolve()
    : tx
        .insert(traductionsSources)
        .values(hashes.map((hash) => ({ entite, ...hash })))
        .onConflictDoUpdate({
          target: [
            traductionsSources.entite,
            traductionsSources.record_id,
            traductionsSources.champ,
            traductionsSources.locale,
          ],
          set: { source_hash: sql`excluded.source_hash`, updated: sql`now()` },
        })
        .then(() => undefined);

export const deleteSourceHashes = (tx: Transaction, entite: string, recordId: string) =>
  tx
    .delete(traductionsSources)
    .where(and(eq(traductionsSources.entite, entite), eq(traductionsSources.record_id, recordId)));
