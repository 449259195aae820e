// `npm start`: build the web app and the server if their builds are missing or stale, then run the server.
//
// When both builds are current, which is every start but the first after a change, this costs one stat()
// per source file and folder (scripts/build-inputs.mjs) and loads nothing else: the server bundle checks
// the configuration itself before it touches anything. Otherwise the configuration is checked first,
// through the TypeScript sources, so that a bad setting stops us before anything is built or written.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILDS, buildState, builtAfter, recordBuild, snapshotInputs } from './build-inputs.mjs';

const root = path.resolve(import.meta.dirname, '..');

const states = { web: buildState(root, 'web'), server: buildState(root, 'server') };
if (states.web !== 'current' || states.server !== 'current') await prepareBuilds(states);

await import(pathToFileURL(path.join(root, BUILDS.server.output)).href);

async function prepareBuilds(states) {
  await checkConfiguration();

  if (states.web !== 'current') {
    const inputs = snapshotInputs(root, 'web');
    // A build made by `npm run build` has no record yet; it is taken as it is if it is newer than its
    // sources, and recorded, so the next start is a quick one.
    if (states.web !== 'unrecorded' || !builtAfter(root, 'web', inputs)) {
      console.log('Building the web app (first start, or its sources changed)…');
      const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
      const build = spawnSync(npm, ['run', 'build', '--workspace', '@tidy/web', '--silent'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
    recordBuild(root, 'web', inputs);
  }

  if (states.server !== 'current') {
    const inputs = snapshotInputs(root, 'server');
    if (states.server !== 'unrecorded' || !builtAfter(root, 'server', inputs)) {
      console.log('Building the server (first start, or its sources changed)…');
      // It records its own inputs: tests and `npm run build` build it too.
      const { buildServer } = await import('../apps/server/scripts/build.mjs');
      await buildServer();
    } else {
      recordBuild(root, 'server', inputs);
    }
  }
}

async function checkConfiguration() {
  const { register } = await import('tsx/esm/api');
  register();
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
}
