// Whether the web app's and the server's builds are current, checked cheaply enough for every `npm start`.
//
// A build records the state of its inputs as they were just before it began: every file and folder of its
// source trees, with modified time, changed time and size, as Git's index does. `npm start` checks that
// record with one stat() per entry, and reads a folder only if its times have changed. An edited file has
// new times; a file added, removed or renamed changes the names in its folder. The record also holds the
// output's times, so a build made some other way (`vite build`) is not taken for the recorded one.
// Decision record: docs/decisions/024-fast-start.md.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Each build's output, and the folders and files (relative to the repository) it is made from. */
export const BUILDS = {
  web: {
    output: 'apps/web/dist/index.html',
    inputs: ['apps/web', 'packages/domain', 'package-lock.json', 'tsconfig.base.json'],
  },
  server: {
    output: 'apps/server/dist/index.js',
    inputs: ['apps/server', 'packages/domain', 'package-lock.json', 'tsconfig.base.json'],
  },
};

// Never inputs: what installing, building, testing and running write inside the source folders.
const NOT_INPUTS = new Set(['node_modules', 'dist', 'dist-ssr', 'dist-native', 'data', 'test-results', 'coverage']);

// Two writes within one tick of the file system's clock can leave the same times and size (a tick is a few
// milliseconds on Linux, up to 2 s on FAT). For a file changed that close to the snapshot, the record also
// keeps its hash, and the check compares that too: Git's "racily clean" entries.
const RACY_MS = 2_000;

const RECORD_VERSION = 1;

export const recordFile = (root, name) => path.join(root, 'node_modules', '.cache', 'tidy-steps', `${name}-build.json`);

/**
 * The state of a build:
 * - 'current': recorded, and no input has changed since;
 * - 'stale': recorded, and an input has changed;
 * - 'missing': there is no output;
 * - 'unrecorded': there is an output but no record of what it was built from.
 */
export function buildState(root, name) {
  const output = statOrNull(path.join(root, BUILDS[name].output));
  if (!output) return 'missing';
  const record = readRecord(root, name);
  if (!record || record.output[0] !== output.mtimeMs || record.output[1] !== output.size) return 'unrecorded';
  const racySince = record.takenAt - RACY_MS;
  for (const [entry, mtimeMs, ctimeMs, size, contents] of record.entries) {
    const file = path.join(root, entry);
    const stats = statOrNull(file);
    if (!stats) return 'stale';
    const same = stats.mtimeMs === mtimeMs && stats.ctimeMs === ctimeMs && stats.size === size;
    const racy = mtimeMs >= racySince || ctimeMs >= racySince;
    if (stats.isDirectory()) {
      // A folder's times also change when something that is not an input comes or goes (a build creating
      // its output folder): then its input names decide.
      if ((!same || racy) && contentsOf(file, stats) !== contents) return 'stale';
    } else if (!same || (racy && contentsOf(file, stats) !== contents)) {
      return 'stale';
    }
  }
  return 'current';
}

/**
 * Walks the build's inputs. Take it just before building, and record it once the build has succeeded.
 * `takenAt` is now, read before the walk so that an entry written during the walk counts as racy.
 */
export function snapshotInputs(root, name, takenAt = Date.now()) {
  const racySince = takenAt - RACY_MS;
  const entries = [];
  const visit = (entry) => {
    const file = path.join(root, entry);
    const stats = statOrNull(file);
    if (!stats) return;
    const racy = stats.mtimeMs >= racySince || stats.ctimeMs >= racySince;
    // Times first, then what it holds: a change in between makes the times differ at the check.
    const contents = stats.isDirectory() || racy ? contentsOf(file, stats) : null;
    entries.push([entry, stats.mtimeMs, stats.ctimeMs, stats.size, contents]);
    if (stats.isDirectory()) {
      for (const child of inputsIn(file)) visit(path.posix.join(entry, child));
    }
  };
  for (const input of BUILDS[name].inputs) visit(input);
  return { takenAt, entries };
}

/** Records that the build's output, as it is now, was made from the inputs as they were in the snapshot. */
export function recordBuild(root, name, snapshot) {
  const output = statSync(path.join(root, BUILDS[name].output));
  const file = recordFile(root, name);
  mkdirSync(path.dirname(file), { recursive: true });
  const record = { version: RECORD_VERSION, ...snapshot, output: [output.mtimeMs, output.size] };
  // Written whole or not at all: a start that read it half written would rebuild for nothing.
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(record));
  renameSync(`${file}.${process.pid}`, file);
}

/**
 * For an output made without a record (`npm run build`, `vite build`): true when it is at least as new as
 * every input, the rule `npm start` followed before builds were recorded.
 */
export function builtAfter(root, name, snapshot) {
  const output = statOrNull(path.join(root, BUILDS[name].output));
  return output !== null && snapshot.entries.every(([, mtimeMs]) => mtimeMs <= output.mtimeMs);
}

/** What an entry holds: a folder's input names, or a file's hash. */
function contentsOf(file, stats) {
  try {
    if (stats.isDirectory()) return inputsIn(file).join('/');
    return createHash('sha256').update(readFileSync(file)).digest('base64');
  } catch {
    return null;
  }
}

function inputsIn(folder) {
  return readdirSync(folder)
    .filter((name) => !NOT_INPUTS.has(name))
    .sort();
}

function readRecord(root, name) {
  try {
    const record = JSON.parse(readFileSync(recordFile(root, name), 'utf8'));
    return record.version === RECORD_VERSION ? record : null;
  } catch {
    return null;
  }
}

function statOrNull(file) {
  return statSync(file, { throwIfNoEntry: false }) ?? null;
}
