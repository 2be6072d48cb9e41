import type { Transaction } from '../../db/client.ts';
import { nextCounter } from './counters.queries.ts';

/** The numbered documents, each in its own series, and the prefix of their numbers. */
const SERIES = { commandes: 'OC', factures: 'F', avoirs: 'AV' } as const;

export type DocumentSeries = keyof typeof SERIES;

/**
 * The next number of a series, continuous per calendar year (OC-2026-000042): taken inside the
 * transaction that writes the document, so a rollback gives the number back and none is skipped.
 */
export async function nextDocumentNumber(tx: Transaction, series: DocumentSeries, now = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
  const value = await nextCounter(tx, `${series}-${year}`);
  return `${SERIES[series]}-${year}-${String(value).padStart(6, '0')}`;
}
