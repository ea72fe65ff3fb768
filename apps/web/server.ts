import cluster from 'node:cluster';
import { loadConfig } from '@gfj/api/config';
import { runPrimary, serverProcesses } from './server/cluster.ts';

/**
 * The server entry. One server process (server/serve.ts), or with WEB_CONCURRENCY above 1 (and
 * PostgreSQL) a primary that forks that many sharing the port and replaces any that dies
 * (server/cluster.ts). The primary loads nothing else: the server is imported by the processes
 * that serve.
 */
const isDev = process.argv.includes('--dev');
const config = loadConfig();
const processes = isDev ? 1 : serverProcesses(config, (message) => console.warn(message));
if (processes > 1 && cluster.isPrimary) {
  runPrimary(processes, (message) => console.info(message));
} else {
  const { serve } = await import('./server/serve.ts');
  await serve(config, isDev);
}
