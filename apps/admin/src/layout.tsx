import { ListItemText, MenuItem, Link as MuiLink, type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AppBar,
  Layout,
  Logout,
  Menu,
  Notification,
  TitlePortal,
  UserMenu,
  useGetIdentity,
} from 'react-admin';

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
function BackOfficeUserMenu({ withSiteLink }: { withSiteLink: boolean }) {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName}: account menu` : 'Account menu'}>
      {withSiteLink ? (
        <MenuItem component="a" href="/">
          <ListItemText>Back to the site</ListItemText>
        </MenuItem>
      ) : null}
      <Logout />
    </UserMenu>
  );
}

/**
 * On a phone the page's title has the bar to itself (it was cut to "Moderat" beside the site link):
 * it may take two lines (a longer one ends with an ellipsis), and "Back to the site" moves into the
 * account menu.
 */
function BackOfficeAppBar() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <AppBar color="primary" userMenu={<BackOfficeUserMenu withSiteLink={phone} />}>
      {/* The page's title is its one h1 (react-admin makes it an h6, so no page had an h1). */}
      <TitlePortal
        component="h1"
        sx={{
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          fontSize: { xs: '1.1rem', sm: undefined },
          lineHeight: { xs: 1.2, sm: undefined },
          // Two lines at most: a third (a long blog post's title) rose out of the bar's top. On
          // the text's own box: the title, a flex item, cannot be a line-clamped box itself.
          '&& > *': {
            display: { xs: '-webkit-box', sm: 'inline' },
            WebkitLineClamp: { xs: 2, sm: 'none' },
            WebkitBoxOrient: { xs: 'vertical', sm: 'horizontal' },
            overflow: { xs: 'hidden', sm: 'visible' },
          },
        }}
      />
      {phone ? null : (
        <MuiLink href="/" color="inherit" underline="always" sx={{ mx: 2, color: 'inherit' }}>
          Back to the site
        </MuiLink>
      )}
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

/**
 * Messages ("Education tag created"): on a phone they stand above a form's Save bar, which sits at
 * the bottom of the screen there and was covered for the message's four seconds.
 */
export function BackOfficeNotification() {
  return <Notification sx={{ bottom: { xs: 88, sm: 24 } }} />;
}
