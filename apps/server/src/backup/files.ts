import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { holderFile } from '../db/embedded-holder';
import { snapshotSocketPath } from '../db/embedded-snapshot';

// Which files of the data folder and the photo folder a backup takes.

/** The regular files under `root` (none when it does not exist), as relative paths with '/', sorted. */
export async function listFiles(root: string, skip: (absolute: string) => boolean = () => false): Promise<string[]> {
  const found: string[] = [];
  async function walk(folder: string) {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const absolute = path.join(folder, entry.name);
      if (skip(absolute)) continue;
      if (entry.isDirectory()) await walk(absolute);
      // Links, sockets and the like are not the app's files.
      else if (entry.isFile()) found.push(path.relative(root, absolute).split(path.sep).join('/'));
    }
  }
  await walk(root);
  return found.sort();
}

/** True when `root` holds at least one file (empty folders do not count). */
export async function holdsFiles(root: string): Promise<boolean> {
  return (await listFiles(root)).length > 0;
}

/** A file being written (the storage adapter and the push keys write under a temporary name first). */
const isPartial = (file: string) => file.endsWith('.tmp');

/** The photo files kept on disk (each photo and its `.type` file beside it). */
export function photoFiles(folder: string): Promise<string[]> {
  return listFiles(folder, isPartial);
}

/** The folder a restore stages a backup in, inside the data folder (removed when it ends). */
export const RESTORE_STAGING_PREFIX = '.restoring-';

/**
 * The data folder's own files: the push keys and whatever else the app keeps there, but not the embedded
 * database (it comes as a copy of its own), its process-id file and socket, the photo folders (the one in
 * use is backed up as photos; the default one, with photos in S3, holds none the app shows), the folder the
 * backup itself is written to, or what a restore left half done.
 */
export function dataFolderFiles(config: Config, outputFolder: string | null): Promise<string[]> {
  const databaseDir = path.join(config.dataDir, 'db');
  const skipped = new Set(
    [
      databaseDir,
      holderFile(databaseDir),
      path.dirname(snapshotSocketPath(databaseDir)),
      path.join(config.dataDir, 'uploads'),
      config.storage.kind === 'disk' ? config.storage.dir : null,
      outputFolder,
    ].filter((folder): folder is string => folder !== null),
  );
  return listFiles(
    config.dataDir,
    (absolute) =>
      skipped.has(absolute) || isPartial(absolute) || path.basename(absolute).startsWith(RESTORE_STAGING_PREFIX),
  );
}

/** The file of the data folder, or of the photo folder, that an archive path stands for. */
export function insideFolder(folder: string, relative: string): string {
  const target = path.resolve(folder, ...relative.split('/'));
  if (!target.startsWith(path.resolve(folder) + path.sep)) throw new Error(`${relative} is outside ${folder}`);
  return target;
}
