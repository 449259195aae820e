// Seeds a PostgreSQL database for the benchmark: `node --import tsx scripts/bench/seed.ts [--scale full|medium|small] [--url postgres://…]`.
// Creates the database when missing, applies the server's own migrations, then fills it (see apps/server/src/perf/seed.ts).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { SEED_SCALES, seedDatabase, type SeedReport } from '../../apps/server/src/perf/seed';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/tidy_bench';

/** Creates the database of `url` on its server when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name))
    throw new Error(`database name must be lowercase letters, digits and _ (got ${name})`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** Migrates with the server's migrator, then seeds at `scale` through one connection. */
export async function seedBenchDatabase(
  url: string,
  scaleName: keyof typeof SEED_SCALES,
  log = console.log,
): Promise<SeedReport> {
  await ensureDatabase(url);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    log(`seeding ${new URL(url).pathname.slice(1)} at scale ${scaleName}`);
    const report = await seedDatabase(client, SEED_SCALES[scaleName], log);
    log(`seeded in ${report.seconds} s`);
    return report;
  } finally {
    await client.end();
  }
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'full' }, url: { type: 'string' } } });
  const scale = values.scale ?? 'full';
  if (!(scale in SEED_SCALES)) {
    console.error(`--scale must be one of ${Object.keys(SEED_SCALES).join(', ')}`);
    process.exit(2);
  }
  await seedBenchDatabase(
    values.url ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL,
    scale as keyof typeof SEED_SCALES,
  );
}
