import { useCallback } from 'react';
import { useListFeedback } from './account-list-feedback.tsx';
import { type OptimisticRows, useOptimisticRows } from './use-optimistic-rows.ts';

/** What a route hands an account table (favorites, saved searches, listings): one page of its list. */
export interface AccountListProps<T> {
  rows: T[];
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** The page emptied and is not page 1: show the one before (core 4). */
  onPageEmptied: (page: number) => void;
  /** A change the server took: refetch the page. */
  onSettled: () => void;
  /** The page's heading (focusable), where focus goes when a later page empties. */
  headingId: string;
  /** The page action's outcome of a form posted without JavaScript. */
  notice?: string | undefined;
}

/** One page of an account list as it stands here: its rows after the changes made so far. */
export interface AccountRows<T> extends Pick<AccountListProps<T>, 'page' | 'totalPages' | 'hrefFor'> {
  rows: T[];
  pendingIds: OptimisticRows<T>['pendingIds'];
  update: OptimisticRows<T>['update'];
  feedback: ReturnType<typeof useListFeedback>;
  /**
   * YES on row `index`'s delete: the row goes at once and the focus to what takes its place; once
   * the server took it, `deleted` is said; refused, the row is back in its place, and so is the focus.
   */
  deleteRow: (id: number, index: number, request: () => Promise<boolean>, deleted: string) => void;
}

/** The rows of an account table, changed at once (core 4), with the outcome said and the focus kept. */
export function useAccountRows<T extends { id: number }>(props: AccountListProps<T>): AccountRows<T> {
  const { rows, pendingIds, remove, update } = useOptimisticRows(props.rows, props);
  const feedback = useListFeedback(props);
  const { focusAt, announce } = feedback;
  const deleteRow = useCallback(
    (id: number, index: number, request: () => Promise<boolean>, deleted: string) => {
      focusAt(index);
      void remove(id, request).then((ok) => {
        if (ok) announce(deleted);
        else focusAt(index);
      });
    },
    [focusAt, announce, remove],
  );
  const { page, totalPages, hrefFor } = props;
  return { rows, pendingIds, update, feedback, deleteRow, page, totalPages, hrefFor };
}
