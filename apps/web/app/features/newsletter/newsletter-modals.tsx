import { NEWSLETTER_TEXT } from '@gfj/contracts/content-text';
import { newsletterUnsubscribeSchema } from '@gfj/contracts/newsletter';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { HoneypotField, publicFormChecks } from '../../components/ui/form/fields.tsx';
import { toFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { TypedTwiceFields } from '../../components/ui/form/typed-twice-fields.tsx';
import { useKitForm } from '../../components/ui/form/use-kit-form.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { postUnsubscribe } from './newsletter.queries.ts';

export type NewsletterView = 'subscribed' | 'exists' | 'unsubscribe' | 'goodbye' | 'thanks';

interface UnsubscribeValues {
  email: string;
  email_confirm: string;
}

/** Unsubscribe (content 2, 4, 5): email and its confirmation; success opens the goodbye modal. */
function UnsubscribeForm({ onDone }: { onDone: () => void }) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const { form, outcome, field, isSubmitting } = useKitForm({
    resolver: zodResolver(newsletterUnsubscribeSchema) as unknown as Resolver<UnsubscribeValues>,
    defaultValues: { email: '', email_confirm: '' },
  });
  return (
    <FormShell
      form={form}
      outcome={outcome}
      onValid={async (values, element) => {
        const response = await postUnsubscribe(api, { ...values, ...publicFormChecks(element, csrfToken) });
        if (!response.ok) return toFormResult(response);
        if (response.data?.subscriber_not_exist) return { alert: NEWSLETTER_TEXT.notSubscribed };
        if (response.data?.success) {
          form.reset();
          onDone();
        }
        return undefined;
      }}
    >
      <TypedTwiceFields field={field} name="email" type="email" labels={['Email', 'Confirm email']} />
      <HoneypotField />
      <Button type="submit" size="lg" className="dialog__action" disabled={isSubmitting}>
        {isSubmitting ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
    </FormShell>
  );
}

function ArchiveLink({ onClick }: { onClick: () => void }) {
  return (
    <Link
      to="/newsletter"
      className="button dialog__action"
      data-variant="primary"
      data-size="lg"
      onClick={onClick}
    >
      {NEWSLETTER_TEXT.archiveLink}
    </Link>
  );
}

/** The newsletter's modals (content 2, 4): one at a time, switching in place. */
export default function NewsletterModals({
  view,
  onViewChange,
  onClose,
}: {
  view: NewsletterView;
  onViewChange: (view: NewsletterView) => void;
  onClose: () => void;
}) {
  if (view === 'subscribed') {
    // Content 2 and 7: "Thank you", reading "Thanks for joining us!" with the archive's link; the
    // double opt-in (product decisions) adds what is left to do.
    return (
      <DialogFrame title={NEWSLETTER_TEXT.thankYou} tone="success" onClose={onClose}>
        <p className="dialog__message">{NEWSLETTER_TEXT.thanks}</p>
        <p className="dialog__message">{NEWSLETTER_TEXT.checkInbox}</p>
        <ArchiveLink onClick={onClose} />
      </DialogFrame>
    );
  }
  if (view === 'exists') {
    return (
      <DialogFrame title={NEWSLETTER_TEXT.alreadySubscribed} viewKey="exists" onClose={onClose}>
        <p className="dialog__message">{NEWSLETTER_TEXT.alreadyGetIt}</p>
        <p className="dialog__message">
          Want to stop?{' '}
          <button type="button" className="link-button" onClick={() => onViewChange('unsubscribe')}>
            Unsubscribe here
          </button>
          .
        </p>
      </DialogFrame>
    );
  }
  if (view === 'unsubscribe') {
    return (
      <DialogFrame
        title="Unsubscribe"
        viewKey="unsubscribe"
        description="Type your email address twice and we will take you off the list."
        onClose={onClose}
      >
        <UnsubscribeForm onDone={() => onViewChange('goodbye')} />
      </DialogFrame>
    );
  }
  if (view === 'goodbye') {
    return (
      <DialogFrame title="Goodbye" viewKey="goodbye" tone="success" onClose={onClose}>
        <Alert tone="success">{NEWSLETTER_TEXT.goodbye}</Alert>
        <Button size="lg" className="dialog__action" onClick={onClose}>
          Close
        </Button>
      </DialogFrame>
    );
  }
  return (
    <DialogFrame title={NEWSLETTER_TEXT.thanks} tone="success" onClose={onClose}>
      <p className="dialog__message">Your subscription is confirmed. The next issue arrives on Tuesday.</p>
      <ArchiveLink onClick={onClose} />
    </DialogFrame>
  );
}
