import { z } from 'zod';

// What a backup file holds (decision 026): one .tar.gz with the database, the photos kept on disk and the
// data folder's own files (the push keys), and last a manifest that names each file with its size and
// SHA-256, so a damaged or incomplete file is told apart from a good one before anything is restored.

export const BACKUP_FORMAT = 'tidy-steps-backup';
export const MANIFEST_NAME = 'manifest.json';

/** Where each part sits in the archive. */
export const DATABASE_ENTRY = { pglite: 'database/pgdata.tar', postgres: 'database/postgres.dump' } as const;
export const PHOTOS_PREFIX = 'uploads/';
export const DATA_PREFIX = 'data/';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex');
const count = z.number().int().nonnegative();

const entrySchema = z.object({ path: z.string().min(1), bytes: count, sha256 });

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The PostgreSQL version the copy came from (PGlite's own, or the server's). */
    postgresVersion: z.string(),
    /** How many of the app's migrations the database had: a newer app's backup is refused by an older one. */
    migrations: count,
  }),
  photos: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('disk'), files: count, bytes: count }),
    // Photos in a bucket stay there; the backup holds none of them.
    z.object({ storage: z.literal('s3'), bucket: z.string() }),
  ]),
  /** Files of the data folder (the push keys), relative to it. */
  dataFiles: z.array(z.string()),
  entries: z.array(entrySchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ArchiveEntry = z.infer<typeof entrySchema>;
