import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { link, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { insideFolder } from './files';
import { BACKUP_FORMAT, MANIFEST_NAME, manifestSchema, type ArchiveEntry, type Manifest } from './manifest';
import { BackupProblem } from './words';

// The backup file: a gzipped tar, written under a temporary name and renamed into place once complete, so a
// backup that fails half-way never leaves a file that looks like a backup. Each entry is hashed as it is
// written, and the manifest with every hash goes last.

/** One file of the backup: from a file on disk, or from memory. */
export type ArchiveSource = { path: string } & ({ file: string } | { bytes: Uint8Array });

const MANIFEST_LIMIT = 16 * 1024 * 1024;
/** Archive paths are ours: folders and names of letters, digits and `._-`, never `.` or `..`. */
const ARCHIVE_PATH = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

/**
 * Writes the archive to `outputFile` (which must not exist). A source file that has disappeared by the time
 * it is read (a photo deleted meanwhile) is left out. `manifestFor` is given the entries written and answers
 * the manifest. Returns the archive's size.
 */
export async function writeArchive(
  outputFile: string,
  sources: ArchiveSource[],
  manifestFor: (entries: ArchiveEntry[]) => Manifest,
): Promise<number> {
  const partial = `${outputFile}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  // Until it is awaited below, a failure of the pipeline shows up as a failed entry.
  written.catch(() => {});
  try {
    const entries: ArchiveEntry[] = [];
    for (const source of sources) {
      const entry = 'bytes' in source ? await addBytes(pack, source.path, source.bytes) : await addFile(pack, source);
      if (entry) entries.push(entry);
    }
    await addBytes(pack, MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifestFor(entries), null, 2)}\n`));
    pack.finalize();
    await written;
    await putInPlace(partial, outputFile);
    return (await stat(outputFile)).size;
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

/** Renames the finished file into place, but never over another one (a backup made at the same moment). */
async function putInPlace(partial: string, outputFile: string): Promise<void> {
  try {
    await link(partial, outputFile);
    await rm(partial, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new BackupProblem(`${outputFile} already exists: give another name`);
    // A file system without hard links (a FAT-formatted USB drive): checked, then renamed.
    if (existsSync(outputFile)) throw new BackupProblem(`${outputFile} already exists: give another name`);
    await rename(partial, outputFile);
  }
}

async function addBytes(pack: tar.Pack, name: string, bytes: Uint8Array): Promise<ArchiveEntry> {
  await new Promise<void>((resolve, reject) => {
    pack.entry({ name, size: bytes.byteLength, mode: 0o600, mtime: new Date() }, bytes, (error) =>
      error ? reject(error) : resolve(),
    );
  });
  return { path: name, bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}

async function addFile(pack: tar.Pack, source: { path: string; file: string }): Promise<ArchiveEntry | null> {
  let handle;
  try {
    handle = await open(source.file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const { size, mtime } = await handle.stat();
    const hash = createHash('sha256');
    let entryWritten!: (error?: Error | null) => void;
    const done = new Promise<void>((resolve, reject) => {
      entryWritten = (error) => (error ? reject(error) : resolve());
    });
    const sink = pack.entry({ name: source.path, size, mode: 0o600, mtime }, entryWritten);
    // Only the bytes there were when it was opened: the entry's size is already written in its header.
    if (size > 0) {
      for await (const chunk of handle.createReadStream({ autoClose: false, start: 0, end: size - 1 })) {
        hash.update(chunk as Buffer);
        if (!sink.write(chunk)) await once(sink, 'drain');
      }
    }
    // (streamx's types ask for an argument; with none, it only ends the entry)
    sink.end(undefined);
    await done;
    return { path: source.path, bytes: size, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

export type ReadArchive = {
  manifest: Manifest;
  /** Where each staged entry was written (the entries `stage` chose), by archive path. */
  staged: Map<string, string>;
};

/**
 * Reads a backup through once, checking it against its manifest: every entry named there, each of the size
 * and SHA-256 it lists, and nothing else. The entries `stage` chooses are written under `stageDir`; the
 * others are only checked.
 */
export async function readArchive(
  file: string,
  stageDir: string,
  stage: (entryPath: string) => boolean,
): Promise<ReadArchive> {
  const name = path.basename(file);
  const found = new Map<string, ArchiveEntry>();
  const staged = new Map<string, string>();
  let manifestText: string | null = null;
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      const { name: entryPath, type, size } = entry.header;
      if (type === 'directory') {
        entry.resume();
        continue;
      }
      if (type !== 'file' || !ARCHIVE_PATH.test(entryPath) || entryPath.split('/').some((part) => /^\.+$/.test(part))) {
        throw new BackupProblem(`${name} is not a Tidy Steps backup: it holds ${JSON.stringify(entryPath)}`);
      }
      if (found.has(entryPath) || (entryPath === MANIFEST_NAME && manifestText !== null)) {
        throw new BackupProblem(`${name} is damaged: it holds ${entryPath} twice`);
      }
      if (entryPath === MANIFEST_NAME) {
        if (size > MANIFEST_LIMIT)
          throw new BackupProblem(`${name} is not a Tidy Steps backup: its manifest is too large`);
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const target = stage(entryPath) ? insideFolder(stageDir, entryPath) : null;
      found.set(entryPath, await copyEntry(entry, entryPath, target));
      if (target) staged.set(entryPath, target);
    }
    await reading;
  } catch (error) {
    await reading.catch(() => {});
    if (error instanceof BackupProblem) throw error;
    throw unreadable(name, error as NodeJS.ErrnoException);
  }
  if (manifestText === null) throw new BackupProblem(`${name} is not a Tidy Steps backup: it has no ${MANIFEST_NAME}`);
  const manifest = parseManifest(name, manifestText);
  for (const listed of manifest.entries) {
    const entry = found.get(listed.path);
    if (!entry) throw new BackupProblem(`${name} is incomplete: ${listed.path} is missing`);
    if (entry.bytes !== listed.bytes || entry.sha256 !== listed.sha256) {
      throw new BackupProblem(`${name} is damaged: ${listed.path} does not match its checksum`);
    }
    found.delete(listed.path);
  }
  const [extra] = found.keys();
  if (extra !== undefined) throw new BackupProblem(`${name} is damaged: ${extra} is not in its manifest`);
  return { manifest, staged };
}

async function copyEntry(
  entry: AsyncIterable<unknown>,
  entryPath: string,
  target: string | null,
): Promise<ArchiveEntry> {
  const hash = createHash('sha256');
  let bytes = 0;
  if (target) await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const out = target ? createWriteStream(target, { flags: 'wx', mode: 0o600 }) : null;
  try {
    for await (const chunk of entry) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).byteLength;
      if (out && !out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    if (out) {
      out.end();
      await once(out, 'close');
    }
  }
  return { path: entryPath, bytes, sha256: hash.digest('hex') };
}

function parseManifest(name: string, text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupProblem(`${name} is damaged: its ${MANIFEST_NAME} is not JSON`);
  }
  const format = (json as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format === BACKUP_FORMAT && format.version !== 1) {
    throw new BackupProblem(
      `${name} was made by a newer Tidy Steps (backup format ${String(format.version)}): update first`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BackupProblem(
      `${name} is not a Tidy Steps backup: ${issue.path.join('.') || MANIFEST_NAME} ${issue.message}`,
    );
  }
  return parsed.data;
}

function unreadable(name: string, error: NodeJS.ErrnoException): BackupProblem {
  if (error.code === 'ENOENT' || error.code === 'EACCES' || error.code === 'EISDIR') {
    return new BackupProblem(`Cannot read ${name}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  }
  if (error.code === 'Z_BUF_ERROR' || /unexpected end|premature|incomplete/i.test(error.message)) {
    return new BackupProblem(`${name} is incomplete: it ends before the backup does`);
  }
  if (error.code === 'Z_DATA_ERROR' || /header|gzip|tar/i.test(error.message)) {
    return new BackupProblem(`${name} is not a Tidy Steps backup (not a .tar.gz file), or it is damaged`);
  }
  return new BackupProblem(`${name} could not be read: ${error.message}`);
}
