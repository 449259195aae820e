import { constants, existsSync, statSync } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readFile, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { readArchive, type ReadArchive } from './archive';
import { databaseFacts, knownMigrations, tableRows, withEmbeddedCopy } from './facts';
import { holdsFiles, insideFolder, RESTORE_STAGING_PREFIX } from './files';
import { DATA_PREFIX, DATABASE_ENTRY, PHOTOS_PREFIX, type Manifest } from './manifest';
import {
  analyzePostgres,
  inspectPostgres,
  requireTool,
  restorePostgres,
  tablesInDump,
  toolVersion,
} from './postgres-tools';
import { BackupProblem, formatBytes, plural, redactedUrl, shortPath, type CommandIo } from './words';

// The command behind `npm run restore FILE` (decision 026): the same configuration as `npm start`, then the
// backup into an empty data folder (embedded database) or an empty PostgreSQL database, or nothing at all.

const USAGE = `Usage: npm run restore -- FILE
       npm run restore -- --check FILE

Brings an empty install back to the state of a backup made by npm run backup, with the same settings as
npm start: the embedded database into an empty DATA_DIR, or the PostgreSQL database into an empty database
at DATABASE_URL; the photos into UPLOADS_DIR and the keys into DATA_DIR. It refuses a folder or database
that is not empty. --check reads the whole backup, checks every file against its manifest and opens the
database copy, and restores nothing.`;

type Environment = Record<string, string | undefined>;

export async function runRestore(args: string[], env: Environment, io: CommandIo): Promise<number> {
  let options: { file: string; check: boolean };
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        check: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      io.out(USAGE);
      return 0;
    }
    if (positionals.length !== 1) throw new Error('give the backup file to restore');
    options = { file: positionals[0]!, check: values.check };
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }

  try {
    const config = loadConfig(env);
    const workingDir = env.INIT_CWD || process.cwd();
    const file = path.resolve(workingDir, options.file);
    if (!isFile(file)) throw new BackupProblem(`There is no backup file at ${shortPath(file, workingDir)}`);
    if (options.check) await checkBackup(file, env, io);
    else await restore(config, file, env, io);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof BackupProblem) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

function isFile(target: string): boolean {
  try {
    return statSync(target).isFile();
  } catch {
    return false;
  }
}

async function restore(config: Config, file: string, env: Environment, io: CommandIo): Promise<void> {
  const name = path.basename(file);
  await refuseUnlessEmpty(config, env);

  const createdDataDir = !existsSync(config.dataDir);
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  // Staged inside the data folder: the same disk as the files' places, and nothing else to clean up.
  const stageDir = await mkdtemp(path.join(config.dataDir, RESTORE_STAGING_PREFIX));
  const placed: string[] = [];
  let databaseWritten = false;
  try {
    const backup = await readArchive(file, stageDir, () => true);
    const { manifest } = backup;
    const targets = fileTargets(config, backup, name);
    const databaseFile = backup.staged.get(DATABASE_ENTRY[manifest.database.kind]);
    if (!databaseFile) throw new BackupProblem(`${name} is incomplete: it has no database`);
    for (const { target } of targets) {
      if (existsSync(target)) throw new BackupProblem(`Not restoring: ${shortPath(target)} already exists`);
    }
    for (const { staged, target } of targets) {
      await placeFile(staged, target);
      placed.push(target);
    }

    databaseWritten = true;
    if (config.database.kind === 'pglite') {
      const database = await openDatabase({
        kind: 'pglite',
        dir: config.database.dir,
        load: new Blob([await readFile(databaseFile)]),
      }).catch((error: unknown) => {
        // A copy from an embedded PostgreSQL of another major version (a much newer or older app) ends here.
        throw new BackupProblem(
          `The database in ${name} (PostgreSQL ${manifest.database.postgresVersion}) could not be opened: ${firstLine(error)}`,
        );
      });
      try {
        const facts = await databaseFacts(database).catch((error: unknown) => {
          throw new BackupProblem(`The database in ${name} is not the app's: ${firstLine(error)}`);
        });
        if (facts.migrations !== manifest.database.migrations) {
          throw new BackupProblem(`${name} is damaged: its database does not hold what its manifest says`);
        }
      } finally {
        await database.close();
      }
    } else {
      await restorePostgres(config.database.url, databaseFile, env);
      // The planner's statistics are not in a dump; autovacuum would gather them later, this does it now.
      await analyzePostgres(config.database.url).catch(() => {});
    }

    io.out(
      `Restored ${name}, made ${manifest.createdAt} by Tidy Steps ${manifest.appVersion}: ${summary(config, manifest)}.`,
    );
    if (manifest.photos.storage === 's3') {
      io.out(
        `Photos were not in this backup: they stay in the S3 bucket "${manifest.photos.bucket}"; set S3_BUCKET (and its keys) to show them.`,
      );
    }
    io.out('Start the app with: npm start');
  } catch (error) {
    // Leave the target as empty as it was found, so the restore can simply be tried again.
    for (const target of placed) await rm(target, { force: true });
    if (databaseWritten && config.database.kind === 'pglite') {
      await rm(config.database.dir, { recursive: true, force: true });
    }
    throw error;
  } finally {
    await rm(stageDir, { recursive: true, force: true });
    if (createdDataDir) await rmdir(config.dataDir).catch(() => {});
  }
}

/** Refuses, before anything is read or written, an install that is not empty. */
async function refuseUnlessEmpty(config: Config, env: Environment): Promise<void> {
  if (config.database.kind === 'pglite') {
    if (await holdsFiles(config.dataDir)) {
      throw new BackupProblem(
        `Not restoring: the data folder ${shortPath(config.dataDir)} is not empty (restore into an empty one, e.g. DATA_DIR=./restored)`,
      );
    }
  } else {
    const { url } = config.database;
    const facts = await inspectPostgres(url);
    if (facts.relations > 0) {
      throw new BackupProblem(
        `Not restoring: the database at ${redactedUrl(url)} is not empty (${plural(facts.relations, 'table or sequence', 'tables and sequences')}); restore into a new, empty database`,
      );
    }
    await requireTool('pg_restore', facts.major, env);
  }
  if (config.storage.kind === 'disk' && (await holdsFiles(config.storage.dir))) {
    throw new BackupProblem(`Not restoring: the photo folder ${shortPath(config.storage.dir)} is not empty`);
  }
}

/** Where each photo and data-folder file of the backup goes, once the backup is known to fit this install. */
function fileTargets(config: Config, { manifest, staged }: ReadArchive, name: string) {
  const kind = config.database.kind;
  if (manifest.database.kind !== kind) {
    throw new BackupProblem(
      manifest.database.kind === 'pglite'
        ? `${name} is a backup of the embedded database, but DATABASE_URL is set: unset it to restore into DATA_DIR`
        : `${name} is a backup of a PostgreSQL database: set DATABASE_URL to an empty database to restore it`,
    );
  }
  const known = knownMigrations();
  if (manifest.database.migrations > known) {
    throw new BackupProblem(
      `${name} was made by a newer Tidy Steps (${manifest.appVersion}, ${manifest.database.migrations} migrations; this one has ${known}): update this install first`,
    );
  }
  const photos = [...staged.keys()].filter((entry) => entry.startsWith(PHOTOS_PREFIX));
  if (photos.length > 0 && config.storage.kind === 's3') {
    throw new BackupProblem(
      `${name} holds ${plural(photos.length, 'photo file')} kept on disk, but S3_BUCKET is set: restore without S3_BUCKET (the photos go to UPLOADS_DIR)`,
    );
  }
  const photoDir = config.storage.kind === 'disk' ? config.storage.dir : '';
  return [...staged.entries()].flatMap(([entry, stagedFile]) => {
    if (entry.startsWith(PHOTOS_PREFIX)) {
      return [{ staged: stagedFile, target: insideFolder(photoDir, entry.slice(PHOTOS_PREFIX.length)) }];
    }
    if (entry.startsWith(DATA_PREFIX)) {
      const relative = entry.slice(DATA_PREFIX.length);
      // The database's own places are never restored as files (a backup does not write them there).
      if (/^(db|run)(\/|$)|^db\.pid$/.test(relative)) {
        throw new BackupProblem(`${name} is not a Tidy Steps backup: it holds ${entry}`);
      }
      return [{ staged: stagedFile, target: insideFolder(config.dataDir, relative) }];
    }
    return [];
  });
}

/** Puts a staged file in its place, never over an existing one. */
async function placeFile(staged: string, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  try {
    await link(staged, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new BackupProblem(`Not restoring: ${shortPath(target)} already exists`);
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    // Another disk (UPLOADS_DIR elsewhere), or a file system without hard links.
    await copyFile(staged, target, constants.COPYFILE_EXCL);
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unknown error';
}

function summary(config: Config, manifest: Manifest): string {
  const parts = [
    config.database.kind === 'pglite'
      ? `the embedded database (${plural(manifest.database.migrations, 'migration')}) in ${shortPath(config.database.dir)}`
      : `the database (${plural(manifest.database.migrations, 'migration')}) at ${redactedUrl(config.database.url)}`,
  ];
  if (manifest.photos.storage === 'disk' && config.storage.kind === 'disk') {
    parts.push(`${plural(manifest.photos.files, 'photo file')} in ${shortPath(config.storage.dir)}`);
  }
  if (manifest.dataFiles.length > 0) parts.push(`${manifest.dataFiles.join(', ')} in ${shortPath(config.dataDir)}`);
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** `--check`: the whole file against its manifest, and the database copy opened (or listed), restoring nothing. */
async function checkBackup(file: string, env: Environment, io: CommandIo): Promise<void> {
  const stageDir = await mkdtemp(path.join(tmpdir(), 'tidy-backup-check-'));
  try {
    const { manifest, staged } = await readArchive(file, stageDir, (entry) => entry.startsWith('database/'));
    const databaseFile = staged.get(DATABASE_ENTRY[manifest.database.kind]);
    if (!databaseFile) throw new BackupProblem(`${path.basename(file)} is incomplete: it has no database`);
    const databaseBytes = manifest.entries.find((entry) => entry.path === DATABASE_ENTRY[manifest.database.kind])!;
    const { kind, postgresVersion, migrations } = manifest.database;
    let contents: string;
    if (kind === 'pglite') {
      const rows = await withEmbeddedCopy(await readFile(databaseFile), tableRows);
      const total = [...rows.values()].reduce((sum, n) => sum + n, 0);
      contents = `it opens, with ${plural(rows.size, 'table')} and ${plural(total, 'row')}`;
    } else {
      const hasTool = await toolVersion('pg_restore', env).then(
        () => true,
        () => false,
      );
      contents = hasTool
        ? `pg_restore reads it: ${plural(await tablesInDump(databaseFile, env), 'table')} with data`
        : 'pg_restore was not found, so its contents were not listed';
    }
    io.out(`${path.basename(file)} is a complete Tidy Steps backup: every file matches its manifest.`);
    io.out(`  made:        ${manifest.createdAt} by Tidy Steps ${manifest.appVersion}`);
    io.out(
      `  database:    ${kind === 'pglite' ? 'embedded PostgreSQL' : 'PostgreSQL'} ${postgresVersion}, ${plural(migrations, 'migration')}, ${formatBytes(databaseBytes.bytes)}; ${contents}`,
    );
    io.out(
      manifest.photos.storage === 'disk'
        ? `  photos:      ${plural(manifest.photos.files, 'file')} (${formatBytes(manifest.photos.bytes)})`
        : `  photos:      not in this file: they stay in the S3 bucket "${manifest.photos.bucket}"`,
    );
    io.out(`  data folder: ${manifest.dataFiles.length > 0 ? manifest.dataFiles.join(', ') : 'no files'}`);
  } finally {
    await rm(stageDir, { recursive: true, force: true });
  }
}
