import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Starts the real, built server (apps/server/dist, serving apps/web/dist) as its own process, on a free port
// with a throwaway data folder, the way `npm start` runs it.

const root = path.resolve(import.meta.dirname, '../..');

export type AppServer = {
  url: string;
  dataDir: string;
  output: () => string;
  /** Stops the server and removes its data folder, unless asked to keep it (the run's template, below). */
  stop(options?: { keepData?: boolean }): Promise<void>;
};

/**
 * The data folder of a server that started once on an empty folder and stopped (global-setup.ts): a migrated
 * embedded database. Each server of the run starts on a copy of it instead of creating its database (initdb and
 * every migration in WebAssembly: several seconds of CPU, over 30 s when two browsers keep the cores busy).
 */
const TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';
export function useDataTemplate(dataDir: string) {
  process.env[TEMPLATE_ENV] = dataDir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// A test that times out while its server starts can have its worker ended before stop() runs. Whatever is
// still running when the worker exits is killed with it: a server left behind would keep a core busy for the
// rest of the run (two were found still running an hour after a CI run).
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tidy-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (template) cpSync(template, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/index.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      // Every test account signs up from this one machine's address.
      RATE_LIMIT_ADDRESS_FACTOR: '50',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000)));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never became ready must not outlive the test run (it keeps timers and a database busy).
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`The app did not start in 45 s:\n${output}`));
    }, 45_000);
    const check = () => {
      if (output.includes('Tidy Steps is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The app exited before it was ready:\n${output}`));
    });
  });

  return {
    url,
    dataDir,
    output: () => output,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      // Its data folder is copied (the run's template) or removed next, so the process must be gone first: one
      // still shutting down after 10 s (a loaded machine) is killed, and waited for. Before, it was left running
      // after 10 s; copying the template failed a local run once (cpSync in startAppServer), likely so.
      const ended = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      if (!ended) {
        child.kill('SIGKILL');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
