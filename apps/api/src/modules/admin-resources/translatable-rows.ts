import type { Database } from '../../db/client.ts';
import type { ResourceDefinition, Row } from './define-resource.ts';
import { selectRows } from './resource.queries.ts';

/** More records than the catalogue will hold; the grid reads each translatable table whole. */
const CAP = 50_000;

/**
 * The rows of a registered resource as stored (French columns and `traductions`), for the
 * translations module's completeness grid: it reads the registry's tables through here.
 */
export function createTranslatableRowsReader(db: Database, resources: readonly ResourceDefinition[]) {
  return async (model: string): Promise<Row[]> => {
    const definition = resources.find((resource) => resource.descriptor.model === model);
    if (!definition) throw new Error(`No resource ${model}`);
    return selectRows(db, definition, definition.rows, [definition.keyColumn], CAP);
  };
}

export type TranslatableRowsReader = ReturnType<typeof createTranslatableRowsReader>;
