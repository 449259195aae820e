// The app as `npm run perf:web` measures it: the production build, the demo household on a fresh embedded
// database (the code path of `npm run demo`), the built server (what `npm start` runs), and a session cookie
// for the demo's organizer.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs a command to its end with its output shown; rejects when it fails. */
export function runCommand(command, args, { env = process.env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', quiet ? 'pipe' : 'inherit', 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})\n${output}`));
    });
  });
}

export function buildApp() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return runCommand(npm, ['run', 'build']);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The settings the demo and the server share: one embedded database in `dataDir`, reached at `base`. */
export function appEnvironment({ port, dataDir }) {
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      // The embedded database, whatever the caller's shell says.
      DATABASE_URL: '',
    },
  };
}

/** `npm run demo` on the given settings: the demo household, with the migrations it needs. */
export function seedDemo(env) {
  return runCommand(process.execPath, [path.join(root, 'scripts/demo.mjs')], { env, quiet: true });
}

/** Starts the built server and resolves once /api/health answers 200; `stop()` ends it. */
export async function startServer(base, env) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return { stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('the server did not answer /api/health within 60 s');
}

/** Signs in with e-mail and password as a browser does; answers the Cookie header of the session. */
export async function signIn(base, { email, password }) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) {
    throw new Error(`signing in as ${email}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
  const session = await fetch(`${base}/api/auth/session`, { headers: { cookie } });
  const body = await session.text();
  if (session.status !== 200 || !body.includes(email)) {
    throw new Error(`the session cookie of ${email} does not sign in: ${session.status} ${body.slice(0, 300)}`);
  }
  return cookie;
}
