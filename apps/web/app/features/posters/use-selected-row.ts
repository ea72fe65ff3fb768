import { useState } from 'react';

/**
 * The dashboard's selection (content 2): the first row of the page by default; a chosen row stays
 * selected while it is still on the page, else the first row is again.
 */
export function useSelectedRow(rows: readonly { id: number }[]): [number | null, (id: number) => void] {
  const [chosen, setChosen] = useState<number | null>(null);
  const isPresent = chosen !== null && rows.some((row) => row.id === chosen);
  return [isPresent ? chosen : (rows[0]?.id ?? null), setChosen];
}
