import { Link as MuiLink } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, Menu, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';

function BackOfficeMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Moderation queue" />
      <Menu.ResourceItems />
    </Menu>
  );
}

/**
 * The account menu, named by what it shows: react-admin's button shows the staff member's email
 * but was named "Profile" (axe: label-content-name-mismatch; a speech user saying what they see
 * could not press it).
 */
function BackOfficeUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName}: account menu` : 'Account menu'}>
      <Logout />
    </UserMenu>
  );
}

function BackOfficeAppBar() {
  return (
    <AppBar color="primary" userMenu={<BackOfficeUserMenu />}>
      <TitlePortal />
      <MuiLink href="/" color="inherit" underline="always" sx={{ mx: 2, color: 'inherit' }}>
        Back to the site
      </MuiLink>
    </AppBar>
  );
}

/** react-admin's layout with the back office's menu (the moderation queue first) and a way back to the site. */
export function BackOfficeLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={BackOfficeMenu} appBar={BackOfficeAppBar}>
      {children}
    </Layout>
  );
}
