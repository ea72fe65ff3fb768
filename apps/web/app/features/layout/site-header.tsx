import { Menu, X } from 'lucide';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { FOCUS_FALLBACK_ATTRIBUTE, onModalOpen } from '../../components/ui/modal-signals.ts';
import { AccountMenu } from '../account/account-menu.tsx';
import { PhoneCartLink } from '../cart/phone-cart-link.tsx';
import { HeaderSearchPanel, HeaderSearchProvider, HeaderSearchToggle } from '../search/header-search.tsx';
import { Logo } from './logo.tsx';
import { MAIN_NAV } from './site-nav.ts';

export function SiteHeader() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // A navigation closes the phone menu (adjusting state during render, not in an effect).
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }
  // A modal opened from the menu (Sign in) replaces it: the menu closes first.
  useEffect(() => onModalOpen(() => setMenuOpen(false)), []);
  // Escape closes the open menu and gives focus back to its button (as a disclosure should).
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    <header className="site-header">
      <HeaderSearchProvider>
        <Container className="site-header__inner">
          <Link to="/" className="site-header__brand" aria-label="Good Food Jobs, home">
            <Logo />
          </Link>
          <HeaderSearchToggle />
          <PhoneCartLink />
          <button
            ref={toggleRef}
            type="button"
            className="site-header__toggle"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            // Focus comes back here when a modal opened from the (now closed) menu closes.
            {...{ [FOCUS_FALLBACK_ATTRIBUTE]: '' }}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <Icon icon={X} aria-hidden="true" size={22} />
            ) : (
              <Icon icon={Menu} aria-hidden="true" size={22} />
            )}
            <span>Menu</span>
          </button>
          <div id={menuId} className="site-header__panel" data-open={isMenuOpen}>
            <nav aria-label="Main" className="main-nav">
              <ul>
                {MAIN_NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className="main-nav__link">
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <AccountMenu isPhoneMenuOpen={isMenuOpen} />
          </div>
        </Container>
        <HeaderSearchPanel />
      </HeaderSearchProvider>
    </header>
  );
}
