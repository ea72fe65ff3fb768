import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * The open state of the filters panel on phones, where it sits behind a "Filters" button, and
 * where focus goes when it closes: back to that button (the button itself, or Escape inside the
 * panel, as a disclosure does), or to the results (the panel's "Show N jobs" button).
 * Before hydration the button is a link to `#anchor`, which opens the panel by CSS alone: a page
 * hydrating with that target (the link was followed first) starts with the panel open.
 */
export function usePhoneFiltersPanel(onShowResults: () => boolean, anchor: string) {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (window.location.hash === `#${anchor}`) setOpen(true);
  }, [anchor]);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Acted on after the commit that hides the panel, so scrolling and focus see the final layout.
  const focusAfterClose = useRef<'toggle' | 'results' | null>(null);
  const latestShowResults = useRef(onShowResults);
  latestShowResults.current = onShowResults;

  useEffect(() => {
    if (isOpen) return;
    const target = focusAfterClose.current;
    focusAfterClose.current = null;
    if (target === null) return;
    // The results start right under the Filters button: bring both into view, then focus them.
    if (target === 'results') toggleRef.current?.scrollIntoView({ block: 'start' });
    if (target === 'toggle' || !latestShowResults.current()) toggleRef.current?.focus();
  }, [isOpen]);

  const close = (focusTo: 'toggle' | 'results') => {
    focusAfterClose.current = focusTo;
    setOpen(false);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !isOpen) return;
    // Wider screens show the filters without the button: there is nothing to close.
    const toggle = toggleRef.current;
    if (!toggle || getComputedStyle(toggle).display === 'none') return;
    event.preventDefault();
    close('toggle');
  };

  return {
    isOpen,
    toggleRef,
    toggle: () => setOpen((open) => !open),
    showResults: () => close('results'),
    onPanelKeyDown,
  };
}
