import { X } from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';

/**
 * Form alerts (core 8): red for failures ("code: message", dismissible), green for success.
 * Failures are announced at once (role=alert), successes politely (role=status).
 */
export function Alert({
  tone,
  children,
  onDismiss,
  focusOnLoad = false,
}: {
  tone: 'danger' | 'success' | 'info';
  children: ReactNode;
  onDismiss?: () => void;
  /**
   * Served with the page (a form's refusal without JavaScript): the browser focuses it and brings
   * it into view as the page loads (`autofocus`), so the answer is not left above or below the view.
   */
  focusOnLoad?: boolean;
}) {
  return (
    <div
      className="alert"
      data-tone={tone}
      role={tone === 'danger' ? 'alert' : 'status'}
      {...(focusOnLoad ? { tabIndex: -1, autoFocus: true } : {})}
    >
      <div className="alert__text">{children}</div>
      {onDismiss ? (
        <button type="button" className="alert__dismiss" onClick={onDismiss} aria-label="Dismiss message">
          <Icon icon={X} aria-hidden="true" size={18} />
        </button>
      ) : null}
    </div>
  );
}

/** A search the API refused for what was typed (a NUL character, say), rather than one that failed. */
export const SEARCH_NOT_READ =
  'This search could not be read. Please change what you searched for and try again.';
