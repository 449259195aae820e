// `npm start`: check the configuration, build the web app and the server if their builds are missing or
// stale, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
register();

// Validate first, so a bad setting stops us before anything is built or written.
const { loadConfig, ConfigError } = await import('../apps/server/src/config.ts');
try {
  loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(error.message + '\n');
    process.exit(1);
  }
  throw error;
}

const webIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];

if (!existsSync(webIndex) || newestChange(webSources) > statSync(webIndex).mtimeMs) {
  console.log('Building the web app (first start, or its sources changed)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '--workspace', '@tidy/web', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverBundle = path.join(root, 'apps/server/dist/index.js');
const serverSources = ['apps/server/src', 'apps/server/scripts', 'apps/server/package.json', 'packages/domain/src'];
if (!existsSync(serverBundle) || newestChange(serverSources) > statSync(serverBundle).mtimeMs) {
  const { buildServer } = await import('../apps/server/scripts/build.mjs');
  await buildServer();
}

await import(serverBundle);

function newestChange(entries) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stats = statSync(target);
    newest = Math.max(newest, stats.mtimeMs);
    if (stats.isDirectory()) for (const name of readdirSync(target)) visit(path.join(target, name));
  };
  for (const entry of entries) visit(path.join(root, entry));
  return newest;
}
