import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link between the sign-in forms: a real link to the full page, which in the modal switches the
 * modal's state instead.
 */
export function AuthLink({
  to,
  onSwitch,
  children,
  className,
}: {
  to: string;
  onSwitch?: (() => void) | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={className ?? 'auth-link'}
      onClick={(event) => {
        if (!onSwitch) return;
        event.preventDefault();
        onSwitch();
      }}
    >
      {children}
    </Link>
  );
}
