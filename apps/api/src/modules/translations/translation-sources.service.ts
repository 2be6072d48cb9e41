import { createHash } from 'node:crypto';
import { TRANSLATE_TARGETS } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { TranslationSourcesRecorder } from '../admin-resources/define-resource.ts';
import { deleteSourceHashes, selectSourceHashes, upsertSourceHashes, type SourceHash } from './translations.queries.ts';

type Row = Record<string, unknown>;
type Texts = Partial<Record<string, Partial<Record<string, string | undefined>>>>;

/** A short fingerprint of a French text (spaces at the ends do not count). */
export const sourceHash = (text: unknown) =>
  createHash('sha256')
    .update(typeof text === 'string' ? text.trim() : '')
    .digest('base64url')
    .slice(0, 22);

const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';
const textsOf = (row: Row | null) => ((row?.traductions ?? {}) as Texts) ?? {};

/**
 * Called by every write of a translatable resource (the admin registry, in the write's
 * transaction): for each field and language whose translation this write saved, remembers the
 * French source it was written from. A later change of the French alone leaves the old hash, so
 * the translation reads as outdated until someone saves it again.
 */
export const recordTranslationSources: TranslationSourcesRecorder = async (
  tx,
  entite,
  recordId,
  fields,
  before,
  after,
) => {
  if (fields.length === 0) return;
  const id = String(recordId);
  if (after === null) {
    await deleteSourceHashes(tx, entite, id);
    return;
  }
  const was = textsOf(before);
  const is = textsOf(after);
  const hashes: SourceHash[] = [];
  for (const locale of TRANSLATE_TARGETS) {
    for (const champ of fields) {
      const text = is[locale]?.[champ];
      if (!filled(text) || text === was[locale]?.[champ]) continue;
      hashes.push({ record_id: id, champ, locale, source_hash: sourceHash(after[champ]) });
    }
  }
  await upsertSourceHashes(tx, entite, hashes);
};

/** The stored hashes of an entity's records, by `id|champ|locale`. */
export async function sourceHashesOf(db: Database, entite: string) {
  const rows = await selectSourceHashes(db, entite);
  return new Map(rows.map((row) => [`${row.record_id}|${row.champ}|${row.locale}`, row.source_hash]));
}
