import { csvHead, csvLines, SUBSCRIBER_CSV_COLUMNS, type CsvColumn } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { selectSubscribers, unsubscribeById, type SubscriberFilters } from './newsletter.queries.ts';

/**
 * What other modules may ask of the newsletter: an account's own subscriptions, for its export
 * and its deletion (GDPR), a consent given in person (salon mode), and the back office's filters
 * on the subscribers (`abonnements`), and the unsubscribe link of those who consented (marketing mails).
 */
export {
  deleteAccountSubscriptions,
  insertInPersonSubscription,
  selectAccountSubscriptions as accountSubscriptions,
  selectUnsubscribeTokens as unsubscribeTokensOf,
  subscriberConditions,
} from './newsletter.queries.ts';

/**
 * Staff unsubscribe someone (they asked by mail or phone): the same state the one-click link
 * leaves, audited under the `abonnements` resource. Answers the row as it now is.
 */
export async function unsubscribeSubscriber(db: Database, id: number, userId: number) {
  return db.transaction(async (tx) => {
    const rows = await unsubscribeById(tx, id);
    if (!rows) throw notFound('Abonné introuvable.', 'subscriber_not_found');
    await recordAudit(tx, {
      userId,
      resource: 'abonnements',
      recordId: String(id),
      before: rows.before,
      after: rows.after,
    });
    return rows.after;
  });
}

type SubscriberLine = Awaited<ReturnType<typeof selectSubscribers>>[number];
const day = (at: Date | null) => at?.toISOString() ?? '';
const CSV_HEADERS: Record<(typeof SUBSCRIBER_CSV_COLUMNS)[number], CsvColumn<SubscriberLine>> = {
  mail: { header: 'Adresse', value: (row) => row.mail },
  prenom: { header: 'Prénom', value: (row) => row.prenom },
  nom: { header: 'Nom', value: (row) => row.nom },
  langue: { header: 'Langue', value: (row) => row.langue },
  source: { header: 'Source', value: (row) => row.source },
  consentement: { header: 'Consentement', value: (row) => day(row.consentement) },
  confirme: { header: 'Confirmé le', value: (row) => day(row.confirme) },
  desinscrit: { header: 'Désinscrit le', value: (row) => day(row.desinscrit) },
};

/** Rows per page of the streamed export. */
const EXPORT_BATCH = 1_000;

/**
 * Every subscriber the back office's filters match, as CSV (`GET /api/admin/abonnements.csv`),
 * newest first, streamed a page at a time whatever the list's size.
 */
export async function* subscribersCsv(db: Database, filters: SubscriberFilters): AsyncGenerator<string> {
  const columns = SUBSCRIBER_CSV_COLUMNS.map((column) => CSV_HEADERS[column]);
  yield csvHead(columns);
  let beforeId: number | null = null;
  for (;;) {
    const rows = await selectSubscribers(db, filters, beforeId, EXPORT_BATCH);
    if (rows.length === 0) return;
    yield csvLines(rows, columns);
    if (rows.length < EXPORT_BATCH) return;
    beforeId = rows.at(-1)!.id;
  }
}
