import { existsSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { otherEmbeddedHolder } from '../db/embedded-holder';
import {
  NoSnapshotService,
  requestEmbeddedSnapshot,
  takeEmbeddedSnapshot,
  type EmbeddedSnapshot,
} from '../db/embedded-snapshot';
import { writeArchive, type ArchiveSource } from './archive';
import { dataFolderFiles, photoFiles } from './files';
import { BACKUP_FORMAT, DATA_PREFIX, DATABASE_ENTRY, PHOTOS_PREFIX, type Manifest } from './manifest';
import { appVersion, embeddedCopyFacts } from './facts';
import { dumpPostgres, inspectPostgres, requireTool } from './postgres-tools';
import { BackupProblem, formatBytes, plural, redactedUrl, shortPath, type CommandIo } from './words';

// The command behind `npm run backup` (decision 026): the same configuration as `npm start`, then one file
// with the database, the photos kept on disk and the data folder's keys. It works while the app runs.

const USAGE = `Usage: npm run backup [-- FILE_OR_FOLDER]

Writes one file (a .tar.gz) with the app's database (the embedded one in DATA_DIR, or DATABASE_URL), the
photos kept on disk (UPLOADS_DIR) and the data folder's keys (DATA_DIR/push), using the same settings as
npm start. By default it goes to ./backups/tidy-steps-<date>.tar.gz; give a folder or a file name to put it
elsewhere. The app may keep running meanwhile. Photos kept in an S3 bucket are not included.`;

export async function runBackup(
  args: string[],
  env: Record<string, string | undefined>,
  io: CommandIo,
  now = new Date(),
): Promise<number> {
  let destination: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h', default: false } },
    });
    if (values.help) {
      io.out(USAGE);
      return 0;
    }
    if (positionals.length > 1) throw new Error('give one file or folder to write the backup to');
    destination = positionals[0];
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }

  try {
    const config = loadConfig(env);
    const startedAt = performance.now();
    const workingDir = env.INIT_CWD || process.cwd();
    const outputFile = await outputFileFor(destination, workingDir, now);
    const result = await backUp(config, outputFile, { now, env, io });
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    io.out(`Backed up ${result.contents}.`);
    if (config.storage.kind === 's3') io.out(s3Note(config.storage.bucket));
    io.out(`Backup written to ${shortPath(outputFile, workingDir)} (${formatBytes(result.bytes)}, ${seconds} s).`);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof BackupProblem) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

const s3Note = (bucket: string) =>
  `Photos are not in this backup: they stay in the S3 bucket "${bucket}". Back the bucket up with your storage provider's tools.`;

/** The file to write: the default name in ./backups, in a given folder, or the given file (never over one). */
async function outputFileFor(destination: string | undefined, workingDir: string, now: Date): Promise<string> {
  const defaultName = `tidy-steps-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;
  let file: string;
  if (destination === undefined || destination.endsWith('/') || isFolder(path.resolve(workingDir, destination))) {
    const folder = path.resolve(workingDir, destination ?? 'backups');
    await mkdir(folder, { recursive: true, mode: 0o700 });
    file = path.join(folder, defaultName);
  } else {
    file = path.resolve(workingDir, destination);
    if (!isFolder(path.dirname(file))) {
      throw new BackupProblem(`The folder ${shortPath(path.dirname(file), workingDir)} does not exist`);
    }
  }
  if (existsSync(file)) throw new BackupProblem(`${shortPath(file, workingDir)} already exists: give another name`);
  return file;
}

function isFolder(target: string): boolean {
  try {
    return statSync(target).isDirectory();
  } catch {
    return false;
  }
}

async function backUp(
  config: Config,
  outputFile: string,
  { now, env, io }: { now: Date; env: Record<string, string | undefined>; io: CommandIo },
) {
  const partialDump = `${outputFile}.database.partial`;
  try {
    let database: { source: ArchiveSource; facts: Manifest['database']; where: string };
    if (config.database.kind === 'pglite') {
      const { snapshot, where } = await copyEmbedded(config.database.dir, io);
      const facts = await embeddedCopyFacts(snapshot);
      database = {
        source: { path: DATABASE_ENTRY.pglite, bytes: snapshot },
        facts: { kind: 'pglite', ...facts },
        where,
      };
    } else {
      const { url } = config.database;
      const facts = await inspectPostgres(url);
      if (facts.migrations === null) {
        throw new BackupProblem(`The database at ${redactedUrl(url)} has no Tidy Steps tables: nothing to back up`);
      }
      await requireTool('pg_dump', facts.major, env);
      await dumpPostgres(url, partialDump, env);
      database = {
        source: { path: DATABASE_ENTRY.postgres, file: partialDump },
        facts: { kind: 'postgres', postgresVersion: facts.version, migrations: facts.migrations },
        where: `the PostgreSQL database at ${redactedUrl(url)}`,
      };
    }

    // Listed after the database is copied: the app writes a photo's file before its row, so every photo
    // the copy names is on disk by now.
    const storage = config.storage;
    const photos = storage.kind === 'disk' ? await photoFiles(storage.dir) : [];
    const dataFiles = await dataFolderFiles(config, path.dirname(outputFile));
    const sources: ArchiveSource[] = [
      database.source,
      ...(storage.kind === 'disk'
        ? photos.map((file) => ({ path: `${PHOTOS_PREFIX}${file}`, file: path.join(storage.dir, file) }))
        : []),
      ...dataFiles.map((file) => ({ path: `${DATA_PREFIX}${file}`, file: path.join(config.dataDir, file) })),
    ];
    let manifest!: Manifest;
    const bytes = await writeArchive(outputFile, sources, (entries) => {
      const photoEntries = entries.filter((entry) => entry.path.startsWith(PHOTOS_PREFIX));
      manifest = {
        format: BACKUP_FORMAT,
        version: 1,
        createdAt: now.toISOString(),
        appVersion: appVersion(),
        database: database.facts,
        photos:
          storage.kind === 'disk'
            ? {
                storage: 'disk',
                files: photoEntries.length,
                bytes: photoEntries.reduce((sum, entry) => sum + entry.bytes, 0),
              }
            : { storage: 's3', bucket: storage.bucket },
        dataFiles: entries
          .filter((entry) => entry.path.startsWith(DATA_PREFIX))
          .map((entry) => entry.path.slice(DATA_PREFIX.length)),
        entries,
      };
      return manifest;
    });
    const parts = [database.where];
    if (manifest.photos.storage === 'disk') {
      const { files, bytes: photoBytes } = manifest.photos;
      parts.push(
        files === 0 ? 'no photos (there are none yet)' : `${plural(files, 'photo file')} (${formatBytes(photoBytes)})`,
      );
    }
    parts.push(
      manifest.dataFiles.length === 0
        ? 'no files of the data folder'
        : `${manifest.dataFiles.join(', ')} from the data folder`,
    );
    return { bytes, contents: joinParts(parts) };
  } finally {
    await rm(partialDump, { force: true });
  }
}

/** The embedded database's folder as a tar file: from the app that holds it, or opened here when none does. */
async function copyEmbedded(dir: string, io: CommandIo): Promise<{ snapshot: EmbeddedSnapshot; where: string }> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupProblem(
      `There is no embedded database in ${shortPath(dir)} yet: nothing to back up (is DATA_DIR right?)`,
    );
  }
  const holder = otherEmbeddedHolder(dir);
  if (holder !== null) {
    io.out(`The app is running on ${shortPath(dir)} (process ${holder}): asking it for a copy of the database…`);
    try {
      const snapshot = await requestEmbeddedSnapshot(dir);
      return { snapshot, where: `the embedded database in ${shortPath(dir)} (copied by the running app)` };
    } catch (error) {
      if (error instanceof NoSnapshotService) {
        throw new BackupProblem(
          `The app running on ${shortPath(dir)} (process ${holder}) does not answer backup requests: stop it and back up again (or restart it with this version)`,
        );
      }
      throw new BackupProblem(`The running app could not copy the database: ${(error as Error).message}`);
    }
  }
  const database = await openDatabase({ kind: 'pglite', dir });
  try {
    if (database.raw.kind !== 'pglite') throw new Error('expected the embedded database');
    return {
      snapshot: await takeEmbeddedSnapshot(database.raw.client),
      where: `the embedded database in ${shortPath(dir)}`,
    };
  } finally {
    await database.close();
  }
}

function joinParts(parts: string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
