import path from 'node:path';

// What `npm run backup` and `npm run restore` say, and the one kind of error they expect.

/** An expected failure (a refusal, a missing tool, a damaged file): printed as its one line, exit code 1. */
export class BackupProblem extends Error {}

export type CommandIo = { out: (text: string) => void; err: (text: string) => void };

/** A folder or file as the person would type it: relative when it is under the working folder. */
export function shortPath(target: string, workingDir = process.cwd()): string {
  const relative = path.relative(workingDir, target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : target;
}

/** The URL without its password, for messages. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
