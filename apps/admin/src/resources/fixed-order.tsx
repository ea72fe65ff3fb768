import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { type DatagridProps, List, type ListProps } from 'react-admin';
import { ResponsiveDatagrid } from './responsive-datagrid.tsx';

/**
 * For a collection the API returns in its own order (the list's `sort`): no `order[…]` is sent,
 * since those collections take none and ignored it.
 */
export const API_ORDER = { field: '', order: 'ASC' } as const;

/**
 * A Datagrid whose columns offer no sorting, for collections the API orders itself (by position,
 * date…) and whose Hydra search has no `order[…]` filter: react-admin made every column a sort
 * button, and a click changed the URL while the API kept its order. On a phone, record cards.
 */
export function FixedOrderDatagrid({ children, ...props }: DatagridProps & { children: ReactNode }) {
  return (
    <ResponsiveDatagrid {...props}>
      {Children.map(children, (child) =>
        isValidElement(child)
          ? cloneElement(child as ReactElement<{ sortable?: boolean }>, { sortable: false })
          : child,
      )}
    </ResponsiveDatagrid>
  );
}

/**
 * A list in the API's own order with no row checkboxes (no bulk delete): each record a row, on a
 * phone a card (decision 058), that opens its edit screen (or `rowClick`'s). The frame of every
 * content and catalogue list; the guessed lists it replaced scrolled sideways inside their card
 * on a phone and showed raw addresses (decision 062).
 */
export function ApiOrderList({
  children,
  rowClick = 'edit',
  ...props
}: Omit<ListProps, 'children' | 'sort'> & { children: ReactNode; rowClick?: DatagridProps['rowClick'] }) {
  return (
    <List sort={API_ORDER} {...props}>
      <FixedOrderDatagrid rowClick={rowClick} bulkActionButtons={false}>
        {children}
      </FixedOrderDatagrid>
    </List>
  );
}
