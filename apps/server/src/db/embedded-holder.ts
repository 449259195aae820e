import { readFileSync, rmSync, writeFileSync } from 'node:fs';

// The embedded database is one process's: PGlite takes no lock, so a second process opening the same folder
// would silently write over the first one's work. The process that opens it leaves its id beside the folder
// (DATA_DIR/db.pid), so a tool such as `npm run demo` can tell that the app has it open and stop instead.

/** The file beside the database folder that names the process holding it open. */
export const holderFile = (dir: string) => `${dir}.pid`;

/** Records this process as the holder; the returned function removes the record if it is still ours. */
export function markEmbeddedHolder(dir: string): () => void {
  const file = holderFile(dir);
  const mine = String(process.pid);
  writeFileSync(file, `${mine}\n`);
  return () => {
    if (readHolder(file) === process.pid) rmSync(file, { force: true });
  };
}

/**
 * The id of another process that holds the database open, or null. A record left by a process that has
 * ended (a crash, a `kill -9`) does not count.
 */
export function otherEmbeddedHolder(dir: string): number | null {
  const pid = readHolder(holderFile(dir));
  if (pid === null || pid === process.pid) return null;
  return isRunning(pid) ? pid : null;
}

function readHolder(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
