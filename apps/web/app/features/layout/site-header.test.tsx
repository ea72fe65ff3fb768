import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppStateProvider, GUEST_APP_STATE } from '../auth/app-state.tsx';
import { AuthModalsProvider } from '../auth/auth-modals.tsx';
import { SiteHeader } from './site-header.tsx';

// The stylesheet's rule that hides the closed phone panel (layout.css), so visibility is real here.
let style: HTMLStyleElement;
beforeEach(() => {
  style = document.createElement('style');
  style.textContent =
    '.site-header__panel { display: none } .site-header__panel[data-open="true"] { display: block }';
  document.head.append(style);
});
afterEach(() => style.remove());

function Page() {
  return (
    <AppStateProvider state={GUEST_APP_STATE}>
      <AuthModalsProvider>
        <SiteHeader />
      </AuthModalsProvider>
    </AppStateProvider>
  );
}

describe('SiteHeader on phones', () => {
  it('closes the menu before a modal opened from it, and gives focus back to the menu button after', async () => {
    const Stub = createRoutesStub([{ path: '/', Component: Page }]);
    render(<Stub initialEntries={['/']} />);
    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The Sign in link that opened it is hidden with the menu: focus lands on the menu button.
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });
});
