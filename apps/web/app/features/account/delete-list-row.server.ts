import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { apiContext } from '../../lib/load-context.ts';
import type { AccountListResult } from '../seekers/account-list-messages.ts';

/**
 * An account list row's delete posted without JavaScript (favorites, saved searches, listings),
 * once readListForm has checked the form: the row is read first, for the name its notice gives
 * (a row that is gone or not the user's stops there), then the same DELETE the script makes. A
 * refusal at either step answers nothing: the row is still there (core 8).
 */
export async function deleteListRow<S extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  path: string,
  row: S,
  noticeOf: (deleted: z.infer<S>) => string,
): Promise<AccountListResult> {
  const api = context.get(apiContext);
  const found = await api.get(path, row);
  if (!found.ok) return {};
  const deleted = await api.send({ method: 'DELETE', path });
  return deleted.ok ? { notice: noticeOf(found.data) } : {};
}
