import type { FastifyInstance } from 'fastify';

/** Per server: a route's own (encapsulated) instance and the root app share it. */
const pending = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs `task` without the request waiting for it: for work whose presence or absence must not
 * show in how long the answer takes (a reset link is made only for a known email). Not durable:
 * a crash before the task ends loses it, so it suits work a person can simply ask for again. A
 * failure is logged; `settleAfterResponse` waits for every task started so far (the app's
 * preClose, and tests).
 */
export function runAfterResponse(app: FastifyInstance, label: string, task: () => Promise<void>): void {
  let tasks = pending.get(app.server);
  if (!tasks) {
    tasks = new Set();
    pending.set(app.server, tasks);
  }
  const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => app.log.error({ err: error }, `${label} failed`))
    .finally(() => tasks.delete(running));
  tasks.add(running);
}

/** Resolves once every task started with runAfterResponse (so far, and meanwhile) has ended. */
export async function settleAfterResponse(app: FastifyInstance): Promise<void> {
  const tasks = pending.get(app.server);
  while (tasks && tasks.size > 0) await Promise.all(tasks);
}
