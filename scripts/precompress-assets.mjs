// Writes .br (quality 11) and .gz (zopfli: standard gzip, a few percent smaller than zlib's level 9)
// next to each built client asset, once at build time, so the server sends the smallest encoding
// without compressing on every request. Zopfli takes most of the time and runs on the thread that
// calls it, so the files are shared out to one worker thread per core, largest first.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
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

if (isMainThread) {
  const queue = [...files(assets)]
    .filter((file) => COMPRESSIBLE.test(file))
    .map((file) => ({ file, bytes: statSync(file).size }))
    .filter(({ bytes }) => bytes >= MIN_BYTES)
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ file }) => file);
  const count = queue.length;
  const threads = Math.max(1, Math.min(os.availableParallelism(), count));
  await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url));
          const next = () => {
            const file = queue.shift();
            if (file) worker.postMessage(file);
            else void worker.terminate().then(resolve);
          };
          worker.on('message', next);
          worker.on('error', reject);
          next();
        }),
    ),
  );
  console.info(`Precompressed ${count} client assets (br, gz) on ${threads} threads`);
} else {
  parentPort?.on('message', async (file) => {
    const source = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, await gzipAsync(source, { numiterations: 15 }));
    parentPort?.postMessage(file);
  });
}
