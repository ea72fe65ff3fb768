// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serverProcesses } from './cluster.ts';

describe('serverProcesses', () => {
  it('runs WEB_CONCURRENCY processes on PostgreSQL', () => {
    const warnings: string[] = [];
    expect(serverProcesses({ mode: 'production', webConcurrency: 3 }, (m) => warnings.push(m))).toBe(3);
    expect(serverProcesses({ mode: 'production', webConcurrency: 1 }, (m) => warnings.push(m))).toBe(1);
    expect(warnings).toEqual([]);
  });

  it('runs one process on the embedded database, saying why', () => {
    const warnings: string[] = [];
    expect(serverProcesses({ mode: 'local', webConcurrency: 2 }, (m) => warnings.push(m))).toBe(1);
    expect(warnings).toEqual([
      'WEB_CONCURRENCY=2 ignored: the embedded database (no DATABASE_URL) can be open in one process only. Starting one server process; set DATABASE_URL to run several.',
    ]);
  });
});
