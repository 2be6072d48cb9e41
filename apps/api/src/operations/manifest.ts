import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { OperationError } from './pg-tools.ts';

/** The files of a backup folder: the dump, the media under their storage keys, and this description. */
export const BACKUP_FILES = { dump: 'database.dump', media: 'media', manifest: 'manifest.json' } as const;

const ManifestSchema = z.object({
  /** Bumped when the layout changes, so an older restore refuses a backup it cannot read. */
  format: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    file: z.string(),
    /** `pg_dump --format=custom`: restored with pg_restore, tables in any order, compressed. */
    format: z.literal('pg_dump-custom'),
    size: z.number().int(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/u),
    serverVersion: z.string(),
  }),
  migrations: z.number().int(),
  tables: z.record(z.string(), z.number().int()),
  checksums: z.record(z.string(), z.string()),
  media: z.object({
    /** Where the files were read from; a restore writes them wherever the shop's storage is now. */
    storage: z.enum(['local', 's3']),
    files: z.array(z.object({ key: z.string(), size: z.number().int() })),
  }),
});

export type Manifest = z.infer<typeof ManifestSchema>;

export async function readManifest(folder: string): Promise<Manifest> {
  let text;
  try {
    text = await readFile(path.join(folder, BACKUP_FILES.manifest), 'utf8');
  } catch {
    // The manifest is written last: without it the backup did not finish.
    throw new OperationError(`No ${BACKUP_FILES.manifest} in ${folder}: not a backup folder, or an unfinished backup.`);
  }
  const parsed = ManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new OperationError(`${BACKUP_FILES.manifest} in ${folder} is not a backup manifest this version reads.`);
  return parsed.data;
}
