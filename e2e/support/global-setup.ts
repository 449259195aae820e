import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startAppServer, useDataTemplate } from './app-server';

// Starts the built app once for the whole run, configured as a newcomer gets it: no SMTP (the dev outbox), no
// Google. Its embedded database, like every test server's, is a copy of one made by a first start (below).
// Tests read its address from E2E_BASE_URL (see fixtures.ts). Tests that need real mail and Google start
// their own server with those peers (the `peerApp` fixture).

const root = path.resolve(import.meta.dirname, '../..');

export default async function globalSetup() {
  if (
    !existsSync(path.join(root, 'apps/web/dist/index.html')) ||
    !existsSync(path.join(root, 'apps/server/dist/index.js'))
  ) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('Building the web app failed');
  }
  // The first start makes the embedded database; every server of the run starts on a copy of its folder.
  const first = await startAppServer();
  await first.stop({ keepData: true });
  useDataTemplate(first.dataDir);
  const server = await startAppServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    rmSync(first.dataDir, { recursive: true, force: true });
    // What the server said during the run (its last 200 KB), for reading when a test failed.
    mkdirSync(path.join(root, 'test-results'), { recursive: true });
    writeFileSync(path.join(root, 'test-results/app-server.log'), server.output());
    await server.stop();
  };
}
