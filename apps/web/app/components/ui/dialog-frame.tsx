import { X } from 'lucide';
import { Dialog } from 'radix-ui';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { Icon } from './icon.tsx';
import { announceModalOpen, restoreFocus } from './modal-signals.ts';

const FIRST_CONTROL =
  'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, button:not([disabled]), a[href]';

const isEmptyField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  ((element instanceof HTMLInputElement && !['hidden', 'checkbox', 'radio', 'file'].includes(element.type)) ||
    element instanceof HTMLTextAreaElement) &&
  element.tabIndex !== -1 &&
  element.value === '';

/**
 * Focus goes to the first control of the modal's body rather than its close button; when that is
 * a field already filled in for the user (their name and email), to the first one still empty.
 */
function focusFirstControl(content: HTMLElement | null): boolean {
  const first = content?.querySelector<HTMLElement>(`.dialog__body :is(${FIRST_CONTROL})`);
  const isFilled = first instanceof HTMLInputElement && first.value !== '' && first.form !== null;
  const empty = isFilled ? [...(first.form?.elements ?? [])].find(isEmptyField) : undefined;
  (empty ?? first)?.focus();
  return Boolean(first);
}

/**
 * The site's modal frame (Radix Dialog): focus is trapped inside and returned on close to the
 * control that opened it (or its visible stand-in), Escape and the visible close control both
 * close it.
 */
export function DialogFrame({
  title,
  description,
  tone,
  onClose,
  children,
  viewKey,
}: {
  title: string;
  /** Changing it (a new state of the same modal) moves focus to the new state's first control. */
  viewKey?: string;
  description?: ReactNode;
  tone?: 'default' | 'success';
  onClose: () => void;
  children: ReactNode;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Before Radix moves focus into the modal (its effects run after layout effects): the control
    // that opened it, to return to on close. Radix returns focus to a Dialog.Trigger only, and
    // these modals are opened by the page's own buttons: focus fell to <body>.
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Every modal, whoever opens it: the phone menu must not stay open behind it.
    announceModalOpen();
  }, []);
  const key = viewKey ?? title;
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    focusFirstControl(contentRef.current);
  }, [key]);

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content
          ref={contentRef}
          onOpenAutoFocus={(event) => {
            if (focusFirstControl(contentRef.current)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const opener = openerRef.current;
            // Unless whoever opened the modal has put focus somewhere already (the sign-in modals
            // return it themselves), or it never left the page.
            window.setTimeout(() => {
              if (typeof document === 'undefined') return;
              if (document.activeElement === null || document.activeElement === document.body) {
                restoreFocus(opener);
              }
            }, 0);
          }}
          className="dialog"
          data-tone={tone ?? 'default'}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog__header">
            <Dialog.Title className="dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="dialog__close" aria-label="Close">
              <Icon icon={X} aria-hidden="true" size={22} />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="dialog__description">{description}</Dialog.Description>
          ) : null}
          <div className="dialog__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
