import { spawn } from 'node:child_process';
import pg from 'pg';
import { BackupProblem, redactedUrl } from './words';

// PostgreSQL's own pg_dump and pg_restore (decision 026): the tools made for a consistent copy of a live
// database and for loading it into another. They come with PostgreSQL's client tools, not from npm; when
// they are missing or older than the server, the commands say so in one line.

type Environment = Record<string, string | undefined>;
export type PostgresTool = 'pg_dump' | 'pg_restore';

const INSTALL_HINT =
  'install PostgreSQL client tools of the same version as the server or newer ' +
  '(Debian/Ubuntu: apt install postgresql-client; macOS: brew install libpq) and put them on PATH';

/** The tool's major version; a BackupProblem when it is not on PATH. */
export async function toolVersion(tool: PostgresTool, env: Environment): Promise<number> {
  const { code, stdout } = await run(tool, ['--version'], env).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new BackupProblem(`${tool} was not found: ${INSTALL_HINT}`);
    throw error;
  });
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
  if (code !== 0 || !major) throw new BackupProblem(`${tool} --version did not answer as PostgreSQL's ${tool} does`);
  return Number(major);
}

export type PostgresFacts = {
  /** e.g. "15.20 (Debian 15.20-0+deb12u1)" */
  version: string;
  major: number;
  /** Relations outside PostgreSQL's own schemas (tables, views, sequences): 0 for an empty database. */
  relations: number;
  /** Migrations of the app applied to it; null when it has none of the app's tables. */
  migrations: number | null;
};

/** What a command needs to know about the database before it copies or restores it. */
export async function inspectPostgres(url: string): Promise<PostgresFacts> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupProblem(`Could not connect to PostgreSQL at ${redactedUrl(url)}: ${(error as Error).message}`);
  }
  client.on('error', () => {});
  try {
    const facts = await client.query<{ version: string; number: string; relations: number; migrations: boolean }>(
      `select current_setting('server_version') as version, current_setting('server_version_num') as number,
              (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
                  and n.nspname not in ('pg_catalog', 'information_schema')
                  and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%') as relations,
              to_regclass('drizzle.__drizzle_migrations') is not null as migrations`,
    );
    const row = facts.rows[0]!;
    const migrations = row.migrations
      ? (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n
      : null;
    return {
      version: row.version,
      major: Math.floor(Number(row.number) / 10_000),
      relations: row.relations,
      migrations,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Refuses a tool older than the server: pg_dump cannot read a newer server, nor pg_restore a newer dump. */
export async function requireTool(tool: PostgresTool, serverMajor: number, env: Environment): Promise<void> {
  const major = await toolVersion(tool, env);
  if (major < serverMajor) {
    throw new BackupProblem(`${tool} ${major} is older than the PostgreSQL ${serverMajor} server: ${INSTALL_HINT}`);
  }
}

/** A consistent copy of the whole database (one snapshot, while the app runs) in pg_dump's custom format. */
export async function dumpPostgres(url: string, file: string, env: Environment): Promise<void> {
  const { args, childEnv } = connection(url, env);
  await runOrExplain('pg_dump', ['--format=custom', `--file=${file}`, ...args], childEnv);
}

/**
 * Loads a dump into an empty database in one transaction: it is all there, or (on any error) nothing is.
 * Owners and grants of the old server are left out, so the tables belong to whoever restores them.
 */
export async function restorePostgres(url: string, file: string, env: Environment): Promise<void> {
  const { args, childEnv } = connection(url, env);
  await runOrExplain(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', ...args, file],
    childEnv,
  );
}

/** Reads a dump's table of contents (which proves pg_restore can read it) and counts the tables with data. */
export async function tablesInDump(file: string, env: Environment): Promise<number> {
  const { code, stdout, stderr } = await run('pg_restore', ['--list', file], env);
  if (code !== 0) throw new BackupProblem(`pg_restore cannot read the database dump: ${stderr.trim().split('\n')[0]}`);
  return stdout.split('\n').filter((line) => / TABLE DATA /.test(line)).length;
}

/** The tables' statistics, which a restore does not bring: the query planner needs them. */
export async function analyzePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** The tools' arguments for the database, with the password in the environment rather than on the command line. */
function connection(url: string, env: Environment) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const childEnv: Environment = { ...env, PGCONNECT_TIMEOUT: env.PGCONNECT_TIMEOUT ?? '10' };
  if (password) childEnv.PGPASSWORD = password;
  return { args: ['--no-password', `--dbname=${parsed.toString()}`], childEnv };
}

async function runOrExplain(tool: PostgresTool, args: string[], env: Environment): Promise<void> {
  const { code, stderr } = await run(tool, args, env).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new BackupProblem(`${tool} was not found: ${INSTALL_HINT}`);
    throw error;
  });
  if (code !== 0) {
    const first = stderr
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean);
    throw new BackupProblem(`${tool} failed: ${first ?? `exit code ${code}`}`);
  }
}

function run(command: string, args: string[], env: Environment) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
