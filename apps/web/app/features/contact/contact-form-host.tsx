import { lazy, Suspense, useEffect, useState } from 'react';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { CONTACT_TRIGGER } from './contact-trigger.ts';

const ContactDialog = lazy(() => import('./contact-dialog.tsx'));

/**
 * Opens the contact modal (content 2) from any element marked `data-contact-form` (links keep
 * their /contact address for visitors without JavaScript), or on load when the address carries
 * the show-contact-form flag. The modal and its form load on first use.
 */
export function ContactFormHost() {
  const [isOpen, setOpen] = useState(false);
  const rememberOpener = useReturnFocus(isOpen);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.has(CONTACT_TRIGGER.showFormFlag)) setOpen(true);
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const trigger = (event.target as Element | null)?.closest?.(`[${CONTACT_TRIGGER.attribute}]`);
      if (!trigger) return;
      event.preventDefault();
      rememberOpener(trigger);
      setOpen(true);
    };
    // Capture phase: ahead of the router's own link handling, which then leaves the click alone.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [rememberOpener]);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ContactDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
