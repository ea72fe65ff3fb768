import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { commandOf, processIds, statFields } from './proc.ts';

export interface RunningServer {
  url: string;
  /** Resident memory of the server's node process (the npm wrappers excluded), in MiB. */
  rssMiB(): number | undefined;
  /** The server's node processes: with WEB_CONCURRENCY, the primary and its workers. */
  nodePids(): number[];
  stop(): Promise<void>;
}

function childrenOf(pid: number): number[] {
  return processIds().filter((child) => Number(statFields(`/proc/${child}/stat`)?.[1]) === pid);
}

/** Processes still alive in the process group (the server runs in its own group). */
function groupMembers(pgid: number): number[] {
  return processIds().filter((pid) => {
    const fields = statFields(`/proc/${pid}/stat`);
    return fields !== undefined && Number(fields[2]) === pgid && fields[0] !== 'Z';
  });
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // the group is already gone
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssKiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The largest process under the root: the Node server, not `npm` or `sh` around it. */
function serverPid(root: number): number | undefined {
  const all: number[] = [];
  const queue = [root];
  while (queue.length > 0 && all.length < 50) {
    const pid = queue.shift() as number;
    all.push(pid);
    queue.push(...childrenOf(pid));
  }
  return all.sort((a, b) => rssKiB(b) - rssKiB(a))[0];
}

export async function buildWebIfNeeded(repo: string, log: (m: string) => void, force = false): Promise<void> {
  if (!force && existsSync(path.join(repo, 'apps/web/build/server/index.js'))) return;
  log('building the web app (npm run build)');
  await runToEnd('npm', ['run', 'build'], repo, process.env);
}

export function runToEnd(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

/** `npm run serve` in production mode on loopback, in its own process group so stop() ends it all. */
export async function startServer(
  repo: string,
  databaseUrl: string,
  port: number,
  log: (m: string) => void,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer & { startMs: number }> {
  const url = `http://127.0.0.1:${port}`;
  const busy = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} already answers: stop that server or pass --port`);
  const child = spawn('npm', ['run', 'serve'], {
    cwd: repo,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      // Production mode requires these; nothing in the benchmark sends mail.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ...extraEnv,
    },
  });
  // Ends the whole group (npm, sh, tsx, node) and waits until none of it is left.
  const stop = async () => {
    const pgid = child.pid;
    if (pgid === undefined) return;
    signalGroup(pgid, 'SIGTERM');
    for (let i = 0; i < 50 && groupMembers(pgid).length > 0; i++) await sleep(200);
    if (groupMembers(pgid).length > 0) {
      log('server did not stop within 10 s of SIGTERM: sending SIGKILL');
      signalGroup(pgid, 'SIGKILL');
      for (let i = 0; i < 25 && groupMembers(pgid).length > 0; i++) await sleep(200);
    }
  };
  try {
    const startMs = await waitForHealth(url, child, 120_000);
    log(`server healthy after ${startMs} ms`);
    const pid = serverPid(child.pid as number);
    const nodePids = () =>
      groupMembers(child.pid as number).filter((member) => commandOf(member) === 'MainThread');
    return { url, startMs, stop, rssMiB: () => (pid ? rssKiB(pid) / 1024 : undefined), nodePids };
  } catch (error) {
    await stop();
    throw error;
  }
}
