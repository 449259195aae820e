// Bundles the server, with its npm dependencies, into one ES module (dist/index.js). Node 20 has no compile
// cache, and resolving, reading and compiling the hundreds of small files of better-auth, zod and hono took
// about as long as opening the embedded database; from one file the process is ready in about 2.6 s instead
// of 3.2 s. Packages that find files beside their own code (PGlite's WebAssembly, sharp's native binary,
// pino's worker, TensorFlow.js's WebAssembly and the detector's model files) or are only loaded on demand
// stay imports.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { recordBuild, snapshotInputs } from '../../../scripts/build-inputs.mjs';

const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');

const KEPT_AS_IMPORTS = [
  '@electric-sql/pglite',
  'sharp',
  '@aws-sdk/client-s3',
  'pino',
  'pino-pretty',
  'esbuild',
  'tsx',
  '@tensorflow/tfjs-core',
  '@tensorflow/tfjs-converter',
  '@tensorflow/tfjs-backend-wasm',
  '@vladmandic/human',
];

export async function buildServer() {
  // What `npm start` compares with to tell whether this build is current (scripts/build-inputs.mjs).
  const inputs = snapshotInputs(repoRoot, 'server');
  const outdir = path.join(serverRoot, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(serverRoot, 'src/index.ts')],
    outfile: path.join(outdir, 'index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...KEPT_AS_IMPORTS, ...KEPT_AS_IMPORTS.map((name) => `${name}/*`)],
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  // The migration files are read at start, next to the bundle.
  cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  recordBuild(repoRoot, 'server', inputs);
  return path.join(outdir, 'index.js');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildServer();
  console.log(`server: built dist/index.js in ${Math.round(performance.now() - started)} ms`);
}
