// Bundles the server's own TypeScript into one ES module (dist/index.js), with its npm dependencies left
// as imports. Starting from one file is about twice as fast as compiling each module at start-up.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');

export async function buildServer() {
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
  // Everything from npm stays external; our workspace packages (TypeScript sources) are bundled in.
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tidy/'));
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
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
  // The migration files are read at start, next to the bundle.
  cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  return path.join(outdir, 'index.js');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildServer();
  console.log(`server: built dist/index.js in ${Math.round(performance.now() - started)} ms`);
}
