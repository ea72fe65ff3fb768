import { LogOut } from 'lucide';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { useAppState } from '../auth/app-state.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';
import { TriggerLook } from './trigger-look.tsx';
import { useLogout } from './use-logout.ts';

/** The signed-in account dropdown (Radix DropdownMenu), loaded on first use. */
export default function UserDropdown({ username, defaultOpen }: { username: string; defaultOpen: boolean }) {
  const { counts } = useAppState();
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="account-menu__trigger">
        <TriggerLook username={username} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="menu__label">My Account</DropdownMenu.Label>
          {ACCOUNT_LINKS.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className="menu__item">
              <Link to={item.to}>
                <span>{item.label}</span>
                {item.count ? (
                  <span className="menu__count">
                    <VisuallyHidden>, </VisuallyHidden>
                    {counts?.[item.count] ?? 0}
                  </span>
                ) : null}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={() => void logout()}>
            <span>Logout</span>
            <Icon icon={LogOut} aria-hidden="true" size={18} />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
