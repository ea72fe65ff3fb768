import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useForgetCachedList, useForgetPostedChange } from './use-account-list-navigation.ts';

const appState = vi.hoisted(() => ({ userId: 7 as number | null }));
const after = vi.hoisted(() => ({
  afterFollowChange: vi.fn(async (_userId: number) => {}),
  afterSavedSearchChange: vi.fn(async (_userId: number) => {}),
  afterListingChange: vi.fn(async (_userId: number) => {}),
}));
vi.mock('../auth/app-state.tsx', () => ({ useAppState: () => appState }));
vi.mock('../account/account.queries.ts', () => after);

beforeEach(() => {
  appState.userId = 7;
  for (const forget of Object.values(after)) forget.mockClear();
});

describe('useForgetCachedList (content 6)', () => {
  it.each([
    ['follows', after.afterFollowChange],
    ['saved-searches', after.afterSavedSearchChange],
    ['posters', after.afterListingChange],
  ] as const)('lets go of the %s pages and the counts, and nothing else', async (list, own) => {
    const { result } = renderHook(() => useForgetCachedList(list));
    await result.current();
    expect(own).toHaveBeenCalledExactlyOnceWith(7);
    for (const other of Object.values(after).filter((forget) => forget !== own)) {
      expect(other).not.toHaveBeenCalled();
    }
  });

  it('has nothing to let go of for a guest', async () => {
    appState.userId = null;
    const { result } = renderHook(() => useForgetCachedList('posters'));
    await result.current();
    for (const forget of Object.values(after)) expect(forget).not.toHaveBeenCalled();
  });
});

describe('useForgetPostedChange', () => {
  it('lets go of the listings once a post without JavaScript answered with a notice', () => {
    const { rerender } = renderHook(({ notice }) => useForgetPostedChange('posters', notice), {
      initialProps: { notice: undefined as string | undefined },
    });
    expect(after.afterListingChange).not.toHaveBeenCalled();
    rerender({ notice: 'The listing “Cook” was deleted.' });
    expect(after.afterListingChange).toHaveBeenCalledExactlyOnceWith(7);
  });
});
