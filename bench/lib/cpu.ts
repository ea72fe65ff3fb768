// Where the CPU time of a load line goes (Linux, from /proc): the server processes' main threads,
// their other threads (V8's collector helpers and compiler, libuv's pool), PostgreSQL, the load
// generator (this process), the rest of the machine, and the time the host took from this virtual
// machine (steal). Per request, this tells what a second server process can and cannot add on a
// machine whose cores the load generator and the database share.
import { readdirSync, readFileSync } from 'node:fs';
import { commandOf, processIds, statFields } from './proc.ts';

/** Clock ticks per second in /proc (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** Cores used on average over the interval, by part. */
export interface CpuShares {
  serverMain: number;
  serverOther: number;
  postgres: number;
  loadGenerator: number;
  /** Every other process on the machine. */
  elsewhere: number;
  /** Time the hypervisor ran something else while this machine had work (its noise). */
  steal: number;
}

/** utime + stime of a process or thread, in ticks (0 if it ended). */
function ticksOf(statPath: string): number {
  const fields = statFields(statPath);
  // After the state field: utime and stime are the 12th and 13th.
  return fields ? Number(fields[11]) + Number(fields[12]) : 0;
}

function postgresPids(): number[] {
  return processIds().filter((pid) => commandOf(pid)?.startsWith('postgres'));
}

/** The machine's busy and stolen ticks (all cores) from the first line of /proc/stat. */
function machineTicks(): { busy: number; steal: number } {
  const [, user, nice, system, , , irq, softirq, steal] = (
    readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  )
    .split(/\s+/)
    .map(Number);
  return { busy: (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0), steal: steal ?? 0 };
}

interface Sample {
  at: number;
  /** Per thread, keyed by pid/tid; the main thread's tid is its pid. */
  threads: Map<string, number>;
  postgres: Map<number, number>;
  self: number;
  machine: { busy: number; steal: number };
}

function sample(serverPids: readonly number[]): Sample {
  const threads = new Map<string, number>();
  for (const pid of serverPids) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) threads.set(`${pid}/${tid}`, ticksOf(`/proc/${pid}/task/${tid}/stat`));
  }
  const postgres = new Map(postgresPids().map((pid) => [pid, ticksOf(`/proc/${pid}/stat`)]));
  return {
    at: performance.now(),
    threads,
    postgres,
    self: ticksOf('/proc/self/stat'),
    machine: machineTicks(),
  };
}

/** Ticks each key gained; keys new since `before` count from zero (a connection opened meanwhile). */
function gained<K>(before: Map<K, number>, after: Map<K, number>, pick: (key: K) => boolean = () => true) {
  let sum = 0;
  for (const [key, ticks] of after) if (pick(key)) sum += ticks - (before.get(key) ?? 0);
  return sum;
}

/** Starts counting the CPU of these server processes and the rest; `stop()` gives the shares. */
export function startCpuCount(serverPids: readonly number[]): { stop(): CpuShares } {
  const before = sample(serverPids);
  return {
    stop() {
      const after = sample(serverPids);
      const cores = (ticks: number) => ticks / TICKS_PER_SECOND / ((after.at - before.at) / 1000);
      const isMain = (key: string) => {
        const [pid, tid] = key.split('/');
        return pid === tid;
      };
      const serverMain = cores(gained(before.threads, after.threads, isMain));
      const serverOther = cores(gained(before.threads, after.threads, (key) => !isMain(key)));
      const postgres = cores(gained(before.postgres, after.postgres));
      const loadGenerator = cores(after.self - before.self);
      const busy = cores(after.machine.busy - before.machine.busy);
      return {
        serverMain,
        serverOther,
        postgres,
        loadGenerator,
        elsewhere: Math.max(0, busy - serverMain - serverOther - postgres - loadGenerator),
        steal: cores(after.machine.steal - before.machine.steal),
      };
    },
  };
}
