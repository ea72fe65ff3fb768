import { defaultTheme, type RaThemeOptions } from 'react-admin';
import '@fontsource-variable/fraunces/index.css';
import '@fontsource-variable/source-sans-3/index.css';

/** The site's look (apps/web/app/styles/tokens.css): cream page, field green, soil, tomato. */
const HEADING = '"Fraunces Variable", "Iowan Old Style", Georgia, serif';
const BODY = '"Source Sans 3 Variable", "Segoe UI", system-ui, -apple-system, sans-serif';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#2c6a3a', dark: '#1f5129', contrastText: '#ffffff' },
    secondary: { main: '#7a4a26', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    warning: { main: '#8a5a00' },
    success: { main: '#2c6a3a' },
    info: { main: '#1f4e8c' },
    background: { default: '#fbf7ef', paper: '#ffffff' },
    text: { primary: '#17261c', secondary: '#4a5a4f' },
    divider: '#ddd3c1',
  },
  typography: {
    fontFamily: BODY,
    fontSize: 15,
    h1: { fontFamily: HEADING },
    h2: { fontFamily: HEADING },
    h3: { fontFamily: HEADING },
    h4: { fontFamily: HEADING },
    h5: { fontFamily: HEADING },
    h6: { fontFamily: HEADING },
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    // react-admin shows a bare progress bar while a field's reference loads: named, for axe's
    // aria-progressbar-name and for screen readers.
    MuiLinearProgress: {
      defaultProps: { 'aria-label': 'Loading' },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': {
            outline: '2px solid #1f5129',
            outlineOffset: '2px',
            boxShadow: '0 0 0 5px #f2c14e',
          },
        },
      },
    },
    MuiLink: { styleOverrides: { root: { color: '#2c6a3a', fontWeight: 600 } } },
    // Every spinner (react-admin's loading indicator in the app bar, a list loading) is a
    // progressbar, which must have a name: axe found the app bar's without one while a list loaded.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // react-admin names each list row's checkbox ("Select this row") on the Checkbox, which MUI
    // puts on its wrapping span (no role: the name is prohibited there) and leaves the input
    // nameless (axe: label, aria-prohibited-attr). The name moves to the input itself.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
    // An empty list's words ("No Refund requests yet.") in the disabled text colour read 2.65:1
    // on the page (axe: color-contrast); the secondary text colour passes.
    RaEmpty: {
      styleOverrides: { root: { '& .RaEmpty-message': { color: '#4a5a4f' } } },
    },
    // On a phone a wide table scrolls inside its card, never the whole page.
    RaList: {
      styleOverrides: {
        root: { minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
      },
    },
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
        },
      },
    },
  },
};
