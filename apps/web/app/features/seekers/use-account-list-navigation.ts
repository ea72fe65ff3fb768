import { useCallback } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';

/** Page links, the step back when a page empties, and the refill after an accepted change. */
export function useAccountListNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const hrefFor = useCallback(
    (page: number) => (page > 1 ? `${pathname}?page=${page}` : pathname),
    [pathname],
  );
  const onPageEmptied = useCallback((page: number) => navigate(hrefFor(page)), [navigate, hrefFor]);
  const onSettled = useCallback(() => void revalidator.revalidate(), [revalidator]);
  return { hrefFor, onPageEmptied, onSettled };
}
