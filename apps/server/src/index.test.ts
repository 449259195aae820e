import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of ours, without type declarations
import { buildState } from '../../../scripts/build-inputs.mjs';
import { createPostgresDatabase, dropPostgresDatabase, testDatabaseKind } from '../test/harness';
import { npmStart, npmStartRefused, repoRoot, stopAllNpmStarts } from '../test/npm-start';
import { buildServerOnce, spawnServer, stopAllServers, waitForReady } from '../test/process';

const scratch = mkdtempSync(path.join(tmpdir(), 'tidy-process-'));
beforeAll(() => buildServerOnce());
afterAll(async () => {
  await stopAllServers();
  await stopAllNpmStarts();
  rmSync(scratch, { recursive: true, force: true });
});

describe('start-up refuses bad configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
  ])('%j stops with one line naming %s and writes nothing', async (env, variable) => {
    const dataDir = path.join(scratch, `refused-${variable}`);
    const server = spawnServer({ ...env, DATA_DIR: dataDir });
    const { code } = await server.exited;
    expect(code).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Configuration error: ${variable} `));
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe.runIf(testDatabaseKind === 'pglite')('on the embedded database', () => {
  it('creates the data folder, stops cleanly on SIGTERM, and restarts on the same data within 3 s', async () => {
    const dataDir = path.join(scratch, 'data');
    const first = spawnServer({ DATA_DIR: dataDir, PORT: '0' });
    const port = await waitForReady(first);
    expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(first.output()).toContain('database closed');
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);

    // Something written between runs must still be there after the next start.
    const direct = await PGlite.create(path.join(dataDir, 'db'));
    await direct.query(`insert into users (id, email) values ('kept', 'kept@example.com')`);
    await direct.query(`insert into profiles (id, email) values ('kept', 'kept@example.com')`);
    await direct.close();

    const startedAt = performance.now();
    const second = spawnServer({ DATA_DIR: dataDir, PORT: '0' });
    const secondPort = await waitForReady(second);
    const health = await fetch(`http://localhost:${secondPort}/api/health`);
    const readyMs = performance.now() - startedAt;
    expect(health.status).toBe(200);
    expect(readyMs).toBeLessThan(3_000);
    second.child.kill('SIGINT');
    expect((await second.exited).code).toBe(0);

    const after = await PGlite.create(path.join(dataDir, 'db'));
    const kept = await after.query(`select email from profiles where id = 'kept'`);
    const migrations = await after.query(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    await after.close();
    expect(kept.rows).toEqual([{ email: 'kept@example.com' }]);
    expect(migrations.rows).toEqual([{ n: expect.any(Number) }]);
  });
});

describe.runIf(testDatabaseKind === 'pglite')('`npm start`', () => {
  it(
    'answers /api/health within 3 s of the npm process starting, on an existing embedded database',
    { timeout: 600_000 },
    async () => {
      const dataDir = path.join(scratch, 'npm-start');
      // The first start creates the database, and builds whatever is missing or stale (the web app when
      // this file runs on its own, before `npm run build`).
      const first = await npmStart(dataDir, 540_000);
      await first.stop();
      expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      // It leaves both builds recorded as current, so the next starts take the quick path.
      expect([buildState(repoRoot, 'web'), buildState(repoRoot, 'server')]).toEqual(['current', 'current']);

      // The median of three, each from spawning `npm start` to the first 200 from /api/health.
      const runs: number[] = [];
      for (let run = 0; run < 3; run += 1) {
        const started = await npmStart(dataDir, 20_000);
        runs.push(started.healthyMs);
        await started.stop();
        expect(started.output()).not.toMatch(/Building/);
      }
      const median = [...runs].sort((a, b) => a - b)[1]!;
      expect(median, `npm start answered after ${runs.map(Math.round).join(', ')} ms`).toBeLessThan(3_000);

      // On current builds the bundle checks the settings itself, with the same one-line message, before
      // it writes anything.
      const refusedDir = path.join(scratch, 'npm-start-refused');
      const refused = await npmStartRefused({ PORT: 'abc', DATA_DIR: refusedDir });
      expect(refused.code).not.toBe(0);
      expect(refused.output).toMatch(/^Configuration error: PORT must be a whole number from 0 to 65535/m);
      expect(existsSync(refusedDir)).toBe(false);
    },
  );
});

describe.runIf(testDatabaseKind === 'postgres')('on PostgreSQL', () => {
  it('migrates, serves and stops cleanly; two processes starting at once both succeed', async () => {
    const url = await createPostgresDatabase();
    try {
      const a = spawnServer({ DATABASE_URL: url, PORT: '0', DATA_DIR: path.join(scratch, 'pg-a') });
      const b = spawnServer({ DATABASE_URL: url, PORT: '0', DATA_DIR: path.join(scratch, 'pg-b') });
      const [portA, portB] = await Promise.all([waitForReady(a), waitForReady(b)]);
      for (const port of [portA, portB]) {
        const body = await (await fetch(`http://localhost:${port}/api/health`)).json();
        expect(body).toMatchObject({ status: 'ok', databaseKind: 'postgres' });
      }
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect((await a.exited).code).toBe(0);
      expect((await b.exited).code).toBe(0);
    } finally {
      await dropPostgresDatabase(url);
    }
  });
});
