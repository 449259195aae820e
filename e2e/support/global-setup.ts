import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Starts the built app once for the whole run: on a free port, with a throwaway data folder.
// Tests read its address from E2E_BASE_URL (see fixtures.ts).

const root = path.resolve(import.meta.dirname, '../..');

export default async function globalSetup() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '--workspace', '@tidy/web', '--silent'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('Building the web app failed');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tidy-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The app did not start in 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"port":(\d+)[^\n]*Tidy Steps is ready/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.once('exit', (code) => reject(new Error(`The app exited (${code}) before it was ready:\n${output}`)));
  });
  // Keep draining the logs so the server never blocks on a full pipe.
  server.stdout.removeAllListeners('data').resume();
  server.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  process.env.E2E_BASE_URL = `http://localhost:${port}`;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
