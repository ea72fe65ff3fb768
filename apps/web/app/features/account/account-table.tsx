import type { HTMLAttributes, ReactNode } from 'react';
import { SearchPagination } from '../search/search-pagination.tsx';
import { ListNotice } from './account-list-feedback.tsx';
import { ConfirmDelete, type ConfirmDeleteForm } from './confirm-delete.tsx';
import type { AccountRows } from './use-account-rows.ts';

export interface AccountTableColumn<T> {
  /** The column's header, and its cells' label when the rows become stacked cards on phones. */
  header: string;
  cell: (row: T) => ReactNode;
}

export interface AccountTableProps<T extends { id: number }> {
  /** From `useAccountRows`. */
  list: AccountRows<T>;
  /** The first column heads its rows (`th scope="row"`). */
  columns: readonly [AccountTableColumn<T>, ...AccountTableColumn<T>[]];
  /** The last column's header, for screen readers only. */
  actionsHeader: string;
  /** Each row's two-step delete: what it names, the request, and what is said once the server took it. */
  deletion: {
    label: (row: T) => string;
    request: (row: T) => Promise<boolean>;
    deleted: (row: T) => string;
  };
  /** The last cell's content around the delete (the listings' other actions); else the delete alone. */
  actions?: (row: T, deleteControl: ReactNode) => ReactNode;
  /** What shows instead of the table when page 1 has no rows (or its last one was deleted). */
  empty: ReactNode;
  /** Another class for the table, beside `account-table`. */
  className?: string;
  /** The table's caption, for screen readers only. */
  caption?: string;
  rowProps?: (
    row: T,
  ) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | boolean | undefined>;
  /** Between the live region and the table (an alert). */
  before?: ReactNode;
  /** After the table and its page links. */
  children?: ReactNode;
}

/**
 * The delete form a row posts without JavaScript: to this page, or to the one before when it is the
 * last row of a later page (so the answer lands on the page the list goes back to, core 4).
 */
function deleteFormFor(
  id: number,
  rowCount: number,
  { page, hrefFor }: Pick<AccountRows<unknown>, 'page' | 'hrefFor'>,
): ConfirmDeleteForm {
  return { id, action: hrefFor(rowCount === 1 && page > 1 ? page - 1 : page), cancelHref: hrefFor(page) };
}

/**
 * The account pages' tables (favorites, saved searches, listings; core 2, 4): the live region, the
 * empty message or the table (a row header, then the cells, then the two-step delete) and its page
 * links. On phones the rows become stacked cards, each cell labelled with its column.
 */
export function AccountTable<T extends { id: number }>({
  list,
  columns,
  actionsHeader,
  deletion,
  actions,
  empty,
  className,
  caption,
  rowProps,
  before,
  children,
}: AccountTableProps<T>) {
  const { rows, page, totalPages, hrefFor } = list;
  const [rowHeader, ...cells] = columns;
  return (
    <div ref={list.feedback.rootRef} className="account-list">
      <ListNotice notice={list.feedback.notice} />
      {before}
      {rows.length === 0 && page <= 1 ? (
        empty
      ) : (
        <>
          <table className={className ? `account-table ${className}` : 'account-table'}>
            {caption ? <caption className="visually-hidden">{caption}</caption> : null}
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{actionsHeader}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const deleteControl = (
                  <ConfirmDelete
                    label={deletion.label(row)}
                    disabled={list.pendingIds.has(row.id)}
                    form={deleteFormFor(row.id, rows.length, list)}
                    onConfirm={() =>
                      list.deleteRow(row.id, index, () => deletion.request(row), deletion.deleted(row))
                    }
                  />
                );
                return (
                  <tr key={row.id} {...rowProps?.(row)}>
                    <th scope="row" data-label={rowHeader.header}>
                      {rowHeader.cell(row)}
                    </th>
                    {cells.map((column) => (
                      <td key={column.header} data-label={column.header}>
                        {column.cell(row)}
                      </td>
                    ))}
                    <td className="account-table__action">
                      {actions ? actions(row, deleteControl) : deleteControl}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <SearchPagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
        </>
      )}
      {children}
    </div>
  );
}
