import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { configurations } from '../../db/schema/index.ts';

/** The values of the given configuration keys, as a key → value map (absent keys are missing). */
export async function selectConfigurationValues(
  db: Pick<Database, 'select'>,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ cle: configurations.cle, valeur: configurations.valeur })
    .from(configurations)
    .where(inArray(configurations.cle, [...keys]));
  return new Map(rows.map(({ cle, valeur }) => [cle, valeur]));
}
