import { Link as MuiLink } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Menu, TitlePortal } from 'react-admin';

function BackOfficeMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Moderation queue" />
      <Menu.ResourceItems />
    </Menu>
  );
}

function BackOfficeAppBar() {
  return (
    <AppBar color="primary">
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
