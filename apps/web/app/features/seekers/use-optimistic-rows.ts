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
  /** Removes the row at once; restores it at its old position when `request` fails. */
  remove: (id: number, request: () => Promise<boolean>) => Promise<void>;
  /** Applies `patch` at once; reverts it when `request` fails. Ignored while the row is in flight. */
  update: (id: number, patch: Partial<T>, request: () => Promise<boolean>) => Promise<void>;
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

  // Fresh loader data (another page, a revalidation) replaces the local copy.
  useEffect(() => {
    setRows(source);
  }, [source]);

  const mark = useCallback((id: number, busy: boolean) => {
    if (busy) inFlight.current.add(id);
    else inFlight.current.delete(id);
    setPendingIds(new Set(inFlight.current));
  }, []);

  const remove = useCallback(
    async (id: number, request: () => Promise<boolean>) => {
      if (inFlight.current.has(id)) return;
      const index = rowsRef.current.findIndex((row) => row.id === id);
      const row = rowsRef.current[index];
      if (!row) return;
      mark(id, true);
      const remaining = rowsRef.current.filter((r) => r.id !== id);
      rowsRef.current = remaining;
      setRows(remaining);
      let ok = false;
      try {
        ok = await request();
      } catch {
        ok = false;
      }
      mark(id, false);
      if (!ok) {
        setRows((current) => {
          if (current.some((r) => r.id === id)) return current;
          const restored = [...current];
          restored.splice(Math.min(index, restored.length), 0, row);
          rowsRef.current = restored;
          return restored;
        });
        return;
      }
      if (rowsRef.current.length === 0 && page > 1) onPageEmptied(page - 1);
      else onSettled();
    },
    [mark, page, onPageEmptied, onSettled],
  );

  const update = useCallback(
    async (id: number, patch: Partial<T>, request: () => Promise<boolean>) => {
      if (inFlight.current.has(id)) return;
      const before = rowsRef.current.find((row) => row.id === id);
      if (!before) return;
      const undo = Object.fromEntries(
        Object.keys(patch).map((key) => [key, before[key as keyof T]]),
      ) as Partial<T>;
      mark(id, true);
      const apply = (values: Partial<T>) =>
        setRows((current) => {
          const next = current.map((row) => (row.id === id ? { ...row, ...values } : row));
          rowsRef.current = next;
          return next;
        });
      apply(patch);
      let ok = false;
      try {
        ok = await request();
      } catch {
        ok = false;
      }
      mark(id, false);
      if (!ok) apply(undo);
    },
    [mark],
  );

  return { rows, pendingIds, remove, update };
}
