// Writes .br (quality 11) and .gz (zopfli: standard gzip, a few percent smaller than zlib's level 9)
// next to each built client asset, once at build time, so the server sends the smallest encoding
// without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.join(root, 'apps/web/build/client');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(assets)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, await gzipAsync(source, { numiterations: 15 }));
  count += 1;
}
console.info(`Precompressed ${count} client assets (br, gz)`);
