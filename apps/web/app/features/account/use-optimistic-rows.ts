import { useCallback, useEffect, useRef, useState } from 'react';

export interface OptimisticRowsOptions {
  page: number;
  /** The page emptied and is not page 1: show the one before (core 4). */
  onPageEmptied: (previousPage: number) => void;
  /** A change the server accepted: reload the page so it refills from the next one. */
  onSettled: () => void;
}

export interface OptimisticRows<T> {
  rows: T[];
  /** Ids with a request in flight: their controls are disabled. */
  pendingIds: ReadonlySet<number>;
  /**
   * Removes the row at once; restores it at its old position when `request` fails. Resolves true
   * once the server accepted (false when it refused, or the row was busy or gone).
   */
  remove: (id: number, request: () => Promise<boolean>) => Promise<boolean>;
  /**
   * Applies `patch` at once; reverts it when `request` fails. Ignored while the row is in flight.
   * Resolves true once the server accepted.
   */
  update: (id: number, patch: Partial<T>, request: () => Promise<boolean>) => Promise<boolean>;
}

/**
 * The account tables' optimistic list (core 4): two-step deletes land here after YES, toggles
 * apply before the server answers, failures restore silently (core 8).
 */
export function useOptimisticRows<T extends { id: number }>(
  source: T[],
  { page, onPageEmptied, onSettled }: OptimisticRowsOptions,
): OptimisticRows<T> {
  const [rows, setRows] = useState(source);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const inFlight = useRef(new Set<number>());
  // Rows deleted here (or on their way): a revalidation that started before a delete answered
  // still lists them, and must not bring them back for a moment (taking the keyboard focus along).
  const gone = useRef(new Set<number>());

  // Fresh loader data (another page, a revalidation) replaces the local copy.
  useEffect(() => {
    setRows(gone.current.size > 0 ? source.filter((row) => !gone.current.has(row.id)) : source);
  }, [source]);

  const mark = useCallback((id: number, busy: boolean) => {
    if (busy) inFlight.current.add(id);
    else inFlight.current.delete(id);
    setPendingIds(new Set(inFlight.current));
  }, []);

  /** Asks the server, the row busy meanwhile: true once it accepted (a request that throws did not). */
  const send = useCallback(
    async (id: number, request: () => Promise<boolean>) => {
      mark(id, true);
      try {
        return await request();
      } catch {
        return false;
      } finally {
        mark(id, false);
      }
    },
    [mark],
  );

  const remove = useCallback(
    async (id: number, request: () => Promise<boolean>) => {
      if (inFlight.current.has(id)) return false;
      const index = rowsRef.current.findIndex((row) => row.id === id);
      const row = rowsRef.current[index];
      if (!row) return false;
      gone.current.add(id);
      const remaining = rowsRef.current.filter((r) => r.id !== id);
      rowsRef.current = remaining;
      setRows(remaining);
      if (!(await send(id, request))) {
        gone.current.delete(id);
        setRows((current) => {
          if (current.some((r) => r.id === id)) return current;
          const restored = [...current];
          restored.splice(Math.min(index, restored.length), 0, row);
          rowsRef.current = restored;
          return restored;
        });
        return false;
      }
      if (rowsRef.current.length === 0 && page > 1) onPageEmptied(page - 1);
      else onSettled();
      return true;
    },
    [send, page, onPageEmptied, onSettled],
  );

  const update = useCallback(
    async (id: number, patch: Partial<T>, request: () => Promise<boolean>) => {
      if (inFlight.current.has(id)) return false;
      const before = rowsRef.current.find((row) => row.id === id);
      if (!before) return false;
      const undo = Object.fromEntries(
        Object.keys(patch).map((key) => [key, before[key as keyof T]]),
      ) as Partial<T>;
      const apply = (values: Partial<T>) =>
        setRows((current) => {
          const next = current.map((row) => (row.id === id ? { ...row, ...values } : row));
          rowsRef.current = next;
          return next;
        });
      apply(patch);
      const ok = await send(id, request);
      if (!ok) apply(undo);
      return ok;
    },
    [send],
  );

  return { rows, pendingIds, remove, update };
}
