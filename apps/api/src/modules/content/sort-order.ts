/**
 * The order to store from what staff sent (decisions 058, 062): a number as it is; empty (null, or
 * absent on create) as the next place after the others, which `next` finds; absent on a change as
 * nothing, keeping the stored one. An empty order stored as 0 put the item first.
 */
export async function chooseSortOrder(
  sent: number | null | undefined,
  creating: boolean,
  next: () => Promise<number>,
): Promise<number | undefined> {
  if (typeof sent === 'number') return sent;
  if (sent === null || creating) return next();
  return undefined;
}
