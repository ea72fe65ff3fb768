import clsx from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { useAppState } from '../auth/app-state.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';

/**
 * The account pages' frame: the five account links (content 2) beside the page on wider screens,
 * a row of tabs above it on phones, the current one marked (aria-current).
 */
export function AccountLayout({ className, children }: { className?: string; children: ReactNode }) {
  const { counts } = useAppState();
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On phones the links are a row that scrolls sideways: bring the current one into view (Job
  // Packages, fourth of five, was cut off at the edge).
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>(`a[href="${CSS.escape(pathname)}"]`);
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    // The list is positioned (accounts.css), so the link's offset is from the list's own start.
    const start = current.offsetLeft;
    if (start < list.scrollLeft || start + current.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = start - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <Container className="account-layout">
      <nav className="account-nav" aria-label="My Account">
        <p className="account-nav__title" aria-hidden="true">
          My Account
        </p>
        <ul ref={listRef} className="account-nav__list">
          {ACCOUNT_LINKS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className="account-nav__link">
                <span>{item.label}</span>
                {item.count && counts ? (
                  <span className="account-nav__count">
                    <VisuallyHidden>, </VisuallyHidden>
                    {counts[item.count]}
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={clsx('account-page', className)}>{children}</div>
    </Container>
  );
}
