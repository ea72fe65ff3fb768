import { Link } from 'react-router';
import { useAppState } from '../auth/app-state.tsx';
import { ACCOUNT_LINKS, MOBILE_MENU_GROUPS } from './account-links.ts';
import { useLogout } from './use-logout.ts';

/**
 * The phone menu's groups (content 2): My Account for signed-in users, then About and Resources.
 * Shown inside the header's phone panel only.
 */
export function MobileMenuGroups() {
  const { userId } = useAppState();
  const logout = useLogout();
  const groups = [
    ...(userId
      ? [{ title: 'My Account', links: ACCOUNT_LINKS.map(({ to, label }) => ({ to, label })) }]
      : []),
    ...MOBILE_MENU_GROUPS,
  ];
  return (
    <nav className="mobile-menu" aria-label="More">
      {groups.map((group) => (
        <div key={group.title} className="mobile-menu__group">
          <h2 className="mobile-menu__title">{group.title}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            {group.title === 'My Account' ? (
              <li>
                <button type="button" className="link-button" onClick={() => void logout()}>
                  Logout
                </button>
              </li>
            ) : null}
          </ul>
        </div>
      ))}
    </nav>
  );
}
