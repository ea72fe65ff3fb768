import type { ReactNode } from 'react';
import { Button } from '../button.tsx';
import { useHydrated } from '../use-hydrated.ts';

/**
 * The field a RefreshButton posts. Its value names what the part to refresh was made for (the
 * country whose states the form lists), so the page's action can tell a changed choice from one
 * left as it was, and clear what belonged to the old choice only when it changed, as a script does.
 */
export const REFRESH_FIELD = 'refresh';

/**
 * What a script does in place when a choice changes (the state list follows the country), for a
 * visitor without one: a submit that posts the form as typed to the page's action, which saves and
 * sends nothing and answers with the same form, its dependent part made for the choice posted.
 * Hidden while scripts run (CSS) and gone after hydration, when the script does it. Its form's
 * FormShell needs `hasRefresh`, so that Enter in a field still presses the form's own submit.
 */
export function RefreshButton({ value, children }: { value: string; children: ReactNode }) {
  const isHydrated = useHydrated();
  if (isHydrated) return null;
  return (
    <Button
      type="submit"
      variant="secondary"
      name={REFRESH_FIELD}
      value={value}
      formNoValidate
      className="refresh-button"
    >
      {children}
    </Button>
  );
}

/**
 * The button Enter presses in a form with a RefreshButton. A browser's implicit submission presses
 * the form's first submit button, which would be the refresh one (Enter in City showed the states
 * instead of saving); this first one posts as the form's own submit does. Out of sight and of the
 * tab order, yet rendered (not `display: none`), since WebKit skips a submit button without a box.
 */
export function EnterSubmit() {
  const isHydrated = useHydrated();
  if (isHydrated) return null;
  return <button type="submit" className="visually-hidden" aria-hidden="true" tabIndex={-1} />;
}
