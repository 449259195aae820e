import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// Runs the real entry point (src/index.ts) as its own process, the way `npm start` does.

const serverRoot = path.resolve(import.meta.dirname, '..');

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** Resolves with the port once the server logs that it is ready. */
export function waitForReady(server: ServerProcess, timeoutMs = 20_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready in ${timeoutMs} ms:\n${server.output()}`)), timeoutMs);
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
