import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

// Runs `npm start` in the repository as a person would, and times it to the first answer of /api/health.

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

type Started = {
  child: ChildProcess;
  output: () => string;
  /** Resolves once npm has exited and nothing more can be written to its pipes (the server shares them). */
  finished: Promise<number | null>;
  exited: () => boolean;
};

/** Every `npm start` a test spawned (each in a process group of its own) that has not been stopped. */
const running = new Set<ChildProcess>();

function spawnNpmStart(env: Record<string, string>): Started {
  // A group of its own, so that npm, its shell and the server are stopped together.
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      // Empty means "not set" (config.ts), and wins over a developer's .env: the embedded database.
      DATABASE_URL: '',
      ...env,
    },
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );
  const closed = [child.stdout, child.stderr].map((stream) => new Promise((resolve) => stream?.once('close', resolve)));
  return {
    child,
    output: () => output,
    finished: Promise.all([exit, ...closed]).then(([code]) => code as number | null),
    exited: () => exited,
  };
}

export type NpmStart = {
  /** From spawning `npm start` to the first 200 from /api/health. */
  healthyMs: number;
  output: () => string;
  /** Sends SIGTERM to the group, as Ctrl-C does, and waits until the server has closed the database. */
  stop: () => Promise<void>;
};

/** Spawns `npm start` on a free port and resolves once /api/health answers 200. */
export async function npmStart(dataDir: string, timeoutMs: number): Promise<NpmStart> {
  const port = await freePort();
  const spawnedAt = performance.now();
  const started = spawnNpmStart({ DATA_DIR: dataDir, PORT: String(port) });
  let healthyMs: number | undefined;
  while (healthyMs === undefined) {
    if (started.exited()) throw new Error(`npm start exited before it answered:\n${started.output()}`);
    if (performance.now() - spawnedAt > timeoutMs) {
      await stopGroup(started.child);
      throw new Error(`npm start did not answer within ${timeoutMs} ms:\n${started.output()}`);
    }
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) healthyMs = performance.now() - spawnedAt;
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    healthyMs,
    output: started.output,
    stop: async () => {
      await stopGroup(started.child, 'SIGTERM');
      await started.finished;
      const output = started.output();
      if (!output.includes('database closed')) throw new Error(`npm start did not stop cleanly:\n${output}`);
    },
  };
}

/** Runs `npm start` with settings that should stop it, and resolves with its exit code and output. */
export async function npmStartRefused(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const started = spawnNpmStart(env);
  const code = await started.finished;
  await stopGroup(started.child);
  return { code, output: started.output() };
}

/** Kills whatever a failed test left running. */
export async function stopAllNpmStarts(): Promise<void> {
  await Promise.all([...running].map((child) => stopGroup(child)));
}

/** Signals the whole process group and waits until none of its processes is left. */
async function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  const group = -child.pid!;
  const signalledAt = performance.now();
  const alive = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(group, signal);
  while (alive()) {
    if (performance.now() - signalledAt > 15_000) process.kill(group, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  running.delete(child);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
