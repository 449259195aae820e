import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { holderFile, otherEmbeddedHolder } from '../db/embedded-holder';
import { createLogger } from '../platform/logger';
import { createPhotoStorage } from '../platform/storage/storage';
import { formatDemoReport } from './report';
import { countRealAccounts, RealAccountsFound, seedDemoHousehold } from './seed';

// The command behind `npm run demo`: the same configuration as `npm start` (DATA_DIR or DATABASE_URL, and
// where photos go), the same migrations, then the demo household. Answers the exit code.

export type DemoIo = { out: (text: string) => void; err: (text: string) => void };

const USAGE = `Usage: npm run demo [-- --fresh]

Fills the app's database (the embedded one in DATA_DIR, or DATABASE_URL) with a demo household and prints
how to sign in as each of its people. Run again, it leaves the household as it is; --fresh makes it again
for a week that ends today. It refuses a database that holds any account that is not a demo account.`;

export async function runDemo(
  args: string[],
  env: Record<string, string | undefined>,
  io: DemoIo,
  now = new Date(),
): Promise<number> {
  let options: { fresh: boolean; help: boolean };
  try {
    const { values } = parseArgs({
      args,
      options: { fresh: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    });
    options = { fresh: values.fresh, help: values.help };
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (options.help) {
    io.out(USAGE);
    return 0;
  }

  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }

  const where =
    config.database.kind === 'pglite'
      ? `Embedded database in ${shortPath(config.database.dir)}`
      : `PostgreSQL at ${redacted(config.database.url)}`;
  if (config.database.kind === 'pglite') {
    const holder = otherEmbeddedHolder(config.database.dir);
    if (holder !== null) {
      io.err(appIsRunning(config.database.dir, holder));
      return 1;
    }
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      config.database.kind === 'pglite' ? config.database : { ...config.database, poolSize: 2 },
    );
  } catch (error) {
    io.err(`Could not open the database (${where}): ${(error as Error).message}`);
    return 1;
  }
  try {
    // Checked before the migrations too, so a database with real households is not changed in any way.
    const real = await countRealAccounts(database.db);
    if (real > 0) {
      io.err(refusal(real, where));
      return 1;
    }
    await database.migrate();
    const storage = await createPhotoStorage(config.storage);
    const logger = createLogger('warn', { pretty: false });
    const result = await seedDemoHousehold(
      { db: database.db, storage, logger, publicUrl: config.publicUrl, authSecret: config.authSecret },
      { now, fresh: options.fresh },
    );
    io.out(formatDemoReport(result, { publicUrl: config.publicUrl, database: where }));
    return 0;
  } catch (error) {
    if (error instanceof RealAccountsFound) {
      io.err(refusal(error.count, where));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

function refusal(count: number, where: string): string {
  return [
    `Not touching this database: it holds ${count} account${count === 1 ? '' : 's'} of real people (${where}).`,
    'The demo household goes only into a database with no accounts but demo ones. Nothing was written.',
    'To try the demo beside your own household, give it a folder of its own:',
    '  DATA_DIR=./demo-data npm run demo',
    '  DATA_DIR=./demo-data npm start',
  ].join('\n');
}

function appIsRunning(dir: string, pid: number): string {
  return [
    `The app is running on this embedded database (process ${pid}, ${dir}).`,
    'The embedded database can be open in one process at a time, so the demo did not start. Nothing was written.',
    'Stop the app (Ctrl-C in its terminal), run `npm run demo`, then `npm start` again.',
    `If no app is running, delete ${holderFile(dir)} and try again.`,
  ].join('\n');
}

/** The folder as the person would type it: relative when it is under the working folder. */
function shortPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : dir;
}

/** The URL without its password, for messages. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
