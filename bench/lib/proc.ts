// Reading Linux's /proc, for the benchmark's process bookkeeping (server.ts) and CPU counts (cpu.ts).
import { readdirSync, readFileSync } from 'node:fs';

/** Every process id on the machine now. */
export function processIds(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
}

/**
 * The fields of a `/proc/…/stat` file after the command name (which may hold spaces): the state
 * first, then ppid, pgrp… (proc(5), from its third field). Undefined if the process has ended.
 */
export function statFields(statPath: string): string[] | undefined {
  try {
    const stat = readFileSync(statPath, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** A process's short command name (`/proc/<pid>/comm`), or undefined if it has ended. */
export function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}
