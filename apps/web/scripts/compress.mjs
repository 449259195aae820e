// Writes a Brotli copy (<file>.br, quality 11) of every text file of the build, once, at build time: the server
// (apps/server/src/http/static-web.ts) sends it to browsers that take Brotli, about 15 % smaller than the gzip it
// would otherwise make on the fly. Runs after prerender.mjs, so the prerendered pages get theirs too.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// A Brotli copy is kept only when it saves more than the response header that announces it costs
// ("Content-Encoding: br", 22 bytes), with room to spare: small chunks of the first load (the bundler's runtime,
// the JSX runtime) are sent compressed too, where on-the-fly gzip (threshold 1 KB) would skip them.
const HEADER_BYTES = 64;

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (name !== '.vite') yield* files(path);
    } else if (TEXT.test(name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  const content = readFileSync(file);
  const compressed = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  if (compressed.length + HEADER_BYTES >= content.length) continue;
  writeFileSync(`${file}.br`, compressed);
  count += 1;
  before += content.length;
  after += compressed.length;
}
console.log(`compress: ${count} files, ${(before / 1e6).toFixed(2)} MB → ${(after / 1e6).toFixed(2)} MB Brotli`);
