import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// Runs the real, built entry point (dist/index.js) as its own process, the way `npm start` does.
// Call buildServerOnce() first.

const serverRoot = path.resolve(import.meta.dirname, '..');

let built: Promise<string> | undefined;
/** Bundles the server once per test file (about 0.1 s). */
export function buildServerOnce(): Promise<string> {
  // @ts-expect-error -- a plain ES module of ours, without type declarations
  built ??= import('../scripts/build.mjs').then((module: { buildServer: () => Promise<string> }) =>
    module.buildServer(),
  );
  return built;
}

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Every server a test started and that has not exited yet. */
const running = new Set<ChildProcess>();

/** Kills whatever a failed test left running, so no server outlives its test file (or its data folder). */
export async function stopAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['dist/index.js'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  running.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, output: () => output, exited };
}

/** Resolves with the port once the server logs that it is ready. */
export function waitForReady(server: ServerProcess, timeoutMs = 20_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not ready in ${timeoutMs} ms:\n${server.output()}`)),
      timeoutMs,
    );
    const check = () => {
      const match = /"port":(\d+)[^\n]*Tidy Steps is ready/.exec(server.output());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    server.child.stdout?.on('data', check);
    server.exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before it was ready:\n${server.output()}`));
    });
  });
}
