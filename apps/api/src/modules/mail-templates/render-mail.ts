import type { Locale } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { drawMail, type DrawnMail, type MailDefinition } from './mail-definition.ts';
import { selectTemplates } from './mail-templates.queries.ts';

/**
 * The mail's templates as they stand (the staff's wording where there is one, else the shipped
 * text), read once for a batch, then drawn for each occasion. Read through the caller's
 * transaction: the embedded database has a single connection.
 */
export async function mailRenderer<Input>(
  db: Pick<Database | Transaction, 'select'>,
  mail: MailDefinition<Input>,
): Promise<(langue: Locale, input: Input) => DrawnMail> {
  const stored = new Map((await selectTemplates(db, mail.cle)).map((row) => [row.langue, row]));
  return (langue, input) => drawMail(stored.get(langue) ?? mail.shipped[langue], langue, mail.view(input, langue));
}

/** One mail drawn in its reader's language. */
export async function renderMail<Input>(
  db: Pick<Database | Transaction, 'select'>,
  mail: MailDefinition<Input>,
  langue: Locale,
  input: Input,
): Promise<DrawnMail> {
  return (await mailRenderer(db, mail))(langue, input);
}
