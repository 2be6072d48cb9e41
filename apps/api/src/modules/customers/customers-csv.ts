import { csvBoolean, csvHead, csvLines, type CsvColumn } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { customersAfter } from '../auth/users.service.ts';

type CustomerLine = Awaited<ReturnType<typeof customersAfter>>[number];

const COLUMNS: CsvColumn<CustomerLine>[] = [
  { header: 'Identifiant', value: (row) => row.id },
  { header: 'Adresse', value: (row) => row.mail },
  { header: 'Prénom', value: (row) => row.prenom },
  { header: 'Nom', value: (row) => row.nom },
  { header: 'Téléphone', value: (row) => row.tel },
  { header: 'Langue', value: (row) => row.langue },
  { header: 'Newsletter', value: (row) => csvBoolean(row.newsletters) },
  { header: 'Inscrit le', value: (row) => row.created.toISOString() },
];

/** Rows per page of the streamed export. */
const EXPORT_BATCH = 1_000;

/** Every customer account (staff left out), oldest first, streamed a page at a time. */
export async function* customersCsv(db: Database): AsyncGenerator<string> {
  yield csvHead(COLUMNS);
  let afterId = 0;
  for (;;) {
    const rows = await customersAfter(db, afterId, EXPORT_BATCH);
    if (rows.length === 0) return;
    yield csvLines(rows, COLUMNS);
    if (rows.length < EXPORT_BATCH) return;
    afterId = rows.at(-1)!.id;
  }
}
