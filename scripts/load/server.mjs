// Runs the built server (apps/server/dist/index.js) as its own process, the way `npm start` does, for the
// load and fault scripts; builds it first when it is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const entry = path.join(root, 'apps/server/dist/index.js');

export function ensureServerBuilt() {
  if (existsSync(entry)) return;
  console.log('building the server: apps/server/dist/index.js is missing');
  const result = spawnSync(process.execPath, [path.join(root, 'apps/server/scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the server build failed');
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on `port` with `env` added to a minimal environment. The last lines it printed are
 * kept for the failure report; `exited` resolves when the process ends, however it ends.
 */
export function startServer({ port, env }) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      // Every request of a load test comes from this one address.
      RATE_LIMIT_ADDRESS_FACTOR: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const keep = (chunk) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, url, exited, output: () => lines.join('\n') };
}

/** Resolves once GET /api/health answers 200; rejects after the deadline or if the process exits. */
export async function waitForHealthy(server, deadlineMs = 30_000) {
  const started = Date.now();
  let exited = false;
  server.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the server exited before it was healthy:\n${server.output()}`);
    const healthy = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return Date.now() - started;
    if (Date.now() - started > deadlineMs) {
      throw new Error(`the server was not healthy within ${deadlineMs} ms:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM and wait; SIGKILL if it has not stopped in time. */
export async function stopServer(server, timeoutMs = 15_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  await server.exited;
  clearTimeout(timer);
}
