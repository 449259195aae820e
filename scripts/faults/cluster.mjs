// A private PostgreSQL cluster in a temporary folder, on a free port, that a fault test may stop and start at
// will: the machine's shared PostgreSQL is never touched. PostgreSQL refuses to run as root, so as root the
// folder is given to the `postgres` user and every command runs as that user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN_DIRS = [process.env.PG_BIN_DIR, '/usr/local/bin', '/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin'];

function binary(name) {
  const dir = BIN_DIRS.find((candidate) => candidate && existsSync(path.join(candidate, name)));
  if (!dir) throw new Error(`${name} not found (set PG_BIN_DIR to the folder of initdb and pg_ctl)`);
  return path.join(dir, name);
}

export function createCluster(port) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tidy-faults-pg-'));
  const data = path.join(folder, 'data');
  const log = path.join(folder, 'postgres.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(folder, uid, gid);
  }
  const run = (name, args) => {
    const [command, ...rest] = asRoot
      ? ['runuser', '-u', 'postgres', '--', binary(name), ...args]
      : [binary(name), ...args];
    return execFileSync(command, rest, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 }).toString();
  };
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off`;
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-instructions']);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '60', 'start']),
    /** Fast shutdown: sessions are ended at once and the server goes away, as in a restart. */
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']),
    log: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-30).join('\n') : ''),
    remove() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
