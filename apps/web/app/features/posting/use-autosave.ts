import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResponse } from '../../lib/api-client.ts';
import { changedFields, type Violation } from './post-form-values.ts';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

export interface AutosaveOptions {
  /** What the draft holds now on the server (the body of the last successful save). */
  initial: Record<string, unknown>;
  /** Sends a merge-patch of the changed fields (`keepalive` as the page goes away). */
  save: (patch: Record<string, unknown>, options?: { keepalive?: boolean }) => Promise<ApiResponse<unknown>>;
  /** Violations the server answered: shown on their fields. */
  onViolations: (violations: Violation[]) => void;
  /** What the bar says before any change (a no-JavaScript post that kept fields back: invalid). */
  initialState?: SaveState;
}

/**
 * Saves a draft as the poster types: `schedule(body, invalidFields)` waits for a pause of
 * AUTOSAVE_DELAY_MS, then sends the fields that changed and pass the form's rules (a field still
 * being fixed waits, the others are kept). `flush()` saves at once and tells whether everything
 * is saved (before a preview or a submission).
 */
export function useAutosave({ initial, save, onViolations, initialState }: AutosaveOptions) {
  const [state, setState] = useState<SaveState>(initialState ?? { kind: 'idle' });
  const saved = useRef<Record<string, unknown>>(initial);
  const pending = useRef<{ body: Record<string, unknown>; invalid: Set<string> } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);
  const callbacks = useRef({ save, onViolations });
  callbacks.current = { save, onViolations };

  const run = useCallback(async (): Promise<boolean> => {
    // One save at a time: a later one waits, then sends what is still different.
    while (running.current) await running.current;
    const next = pending.current;
    if (!next) return true;
    pending.current = null;
    const keys = changedFields(saved.current, next.body).filter((k) => !next.invalid.has(k));
    if (keys.length === 0) {
      setState((s) =>
        next.invalid.size > 0
          ? { kind: 'invalid' }
          : s.kind === 'idle'
            ? s
            : { kind: 'saved', at: new Date() },
      );
      return next.invalid.size === 0;
    }
    const patch = Object.fromEntries(keys.map((k) => [k, next.body[k] ?? null]));
    setState({ kind: 'saving' });
    const task = (async () => {
      const response = await callbacks.current.save(patch);
      if (response.ok) {
        saved.current = { ...saved.current, ...patch };
        setState(next.invalid.size > 0 ? { kind: 'invalid' } : { kind: 'saved', at: new Date() });
        return next.invalid.size === 0;
      }
      if (response.status === 422 && response.error.violations.length > 0) {
        const violations = [...response.error.violations];
        // The server refuses the whole patch for one bad field: save the others again without
        // the fields it named (a NUL in the company name lost the title and city typed with it).
        const refused = new Set(violations.map((v) => v.propertyPath.split('.')[0] ?? ''));
        const rest = keys.filter((k) => !refused.has(k));
        if (rest.length > 0 && rest.length < keys.length && [...refused].every((k) => keys.includes(k))) {
          const retry = Object.fromEntries(rest.map((k) => [k, patch[k]]));
          const again = await callbacks.current.save(retry);
          if (again.ok) saved.current = { ...saved.current, ...retry };
          else violations.push(...again.error.violations);
        }
        callbacks.current.onViolations(violations);
        setState({ kind: 'invalid' });
      } else {
        setState({ kind: 'failed', message: `${response.error.code}: ${response.error.message}` });
      }
      return false;
    })();
    running.current = task;
    try {
      return await task;
    } finally {
      running.current = null;
    }
  }, []);

  const schedule = useCallback(
    (body: Record<string, unknown>, invalid: Iterable<string>) => {
      pending.current = { body, invalid: new Set(invalid) };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), AUTOSAVE_DELAY_MS);
    },
    [run],
  );

  const flush = useCallback(
    async (body: Record<string, unknown>, invalid: Iterable<string>) => {
      clearTimeout(timer.current);
      pending.current = { body, invalid: new Set(invalid) };
      return run();
    },
    [run],
  );

  /** A change typed but not sent yet (waiting for the pause, or being sent). */
  const hasPending = useCallback(() => pending.current !== null || running.current !== null, []);

  /** Sends what waits for the pause now (before an in-app navigation leaves the form). */
  const flushPending = useCallback(() => {
    clearTimeout(timer.current);
    return run();
  }, [run]);

  /**
   * The page is going away (reload, tab closed, another site): what waits for the pause goes at
   * once in a request that outlives the page. Typed less than AUTOSAVE_DELAY_MS before a reload
   * was lost.
   */
  const sendBeforeUnload = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    const keys = changedFields(saved.current, next.body).filter((k) => !next.invalid.has(k));
    if (keys.length === 0) return;
    const patch = Object.fromEntries(keys.map((k) => [k, next.body[k] ?? null]));
    const before = saved.current;
    saved.current = { ...saved.current, ...patch };
    void callbacks.current.save(patch, { keepalive: true }).then((response) => {
      // Still here (the tab was only hidden): say so if it failed, and send it with the next save.
      if (!response.ok) {
        saved.current = { ...saved.current, ...Object.fromEntries(keys.map((k) => [k, before[k]])) };
        pending.current ??= next;
        setState({ kind: 'failed', message: `${response.error.code}: ${response.error.message}` });
      }
    });
  }, []);

  /** Whether `body` differs from what the server holds (a submitted listing's unsaved edits). */
  const isUnsaved = useCallback(
    (body: Record<string, unknown>) => changedFields(saved.current, body).length > 0,
    [],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { state, schedule, flush, hasPending, flushPending, sendBeforeUnload, isUnsaved };
}

/** The words the save indicator shows. */
export function describeSaveState(state: SaveState): string {
  switch (state.kind) {
    case 'idle':
      return 'Draft saved';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'invalid':
      return 'Fields marked in red are not saved yet';
    case 'failed':
      return `Not saved: ${state.message}`;
  }
}
