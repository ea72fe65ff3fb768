// What this machine gives several processes of plain JavaScript, with no server, database or load
// generator: the ceiling for the server's own ratio on uncached search pages (run.ts --workers).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./ceiling-worker.mjs', import.meta.url));
// The server's own heap settings (apps/web's `serve` script), so the collector behaves alike.
const V8_FLAGS = ['--max-old-space-size=384', '--max-semi-space-size=8'];

export type CeilingLoop = 'compute' | 'allocate';

export interface CeilingResult {
  loop: CeilingLoop;
  /** Rounds a second, per pair: several processes together, and one. */
  pairs: { several: number; one: number; ratio: number }[];
  median: number;
}

async function roundsPerSecond(loop: CeilingLoop, processes: number, milliseconds: number): Promise<number> {
  const counts = await Promise.all(
    Array.from(
      { length: processes },
      () =>
        new Promise<number>((resolve, reject) => {
          const child = fork(WORKER, [loop, String(milliseconds)], { execArgv: V8_FLAGS });
          child.once('message', (m) => resolve((m as { rounds: number }).rounds));
          child.once('error', reject);
          child.once('exit', (code) => {
            if (code !== 0) reject(new Error(`ceiling worker exited with ${code}`));
          });
        }),
    ),
  );
  return (counts.reduce((a, b) => a + b, 0) * 1000) / milliseconds;
}

/** Alternating pairs (several then one, one then several…), as the page line's; the median pair. */
export async function measureCeiling(
  loop: CeilingLoop,
  processes: number,
  pairCount: number,
  milliseconds: number,
): Promise<CeilingResult> {
  const pairs: CeilingResult['pairs'] = [];
  for (let pair = 0; pair < pairCount; pair++) {
    let several: number;
    let one: number;
    if (pair % 2 === 0) {
      several = await roundsPerSecond(loop, processes, milliseconds);
      one = await roundsPerSecond(loop, 1, milliseconds);
    } else {
      one = await roundsPerSecond(loop, 1, milliseconds);
      several = await roundsPerSecond(loop, processes, milliseconds);
    }
    pairs.push({ several, one, ratio: several / one });
  }
  const ranked = pairs.map((p) => p.ratio).sort((a, b) => a - b);
  return { loop, pairs, median: ranked[Math.floor(ranked.length / 2)] ?? Number.NaN };
}
