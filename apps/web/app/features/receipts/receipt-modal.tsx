import {
  COMMERCE_MESSAGES,
  RECEIPT_FAILURE,
  RECEIPT_FILE_NAME_DEFAULT,
  RECEIPT_MODAL_TITLE,
  receiptRequestSchema,
} from '@gfj/contracts/commerce';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { useApiClient } from '../auth/app-state.tsx';

/** What the receipt is of: one listing's invoice, or a (package) order. */
export type ReceiptSubject = { kind: 'invoice'; id: number } | { kind: 'order'; id: number };

/**
 * The receipt modal "SAVE PAPER" (core 2): Download (the API answers a short-lived file_url, saved
 * as receipt.pdf) or Email (the PDF as an attachment). A failure shows "Something went wrong!".
 */
export function ReceiptModal({ subject, onClose }: { subject: ReceiptSubject; onClose: () => void }) {
  const api = useApiClient();
  const [action, setAction] = useState<'download' | 'email' | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'failed' | 'emailed' | null>(null);
  const submit = async () => {
    if (!action || busy) return;
    setBusy(true);
    setOutcome(null);
    const path =
      subject.kind === 'invoice' ? '/job-invoice-receipt-requests' : '/job-package-order-receipt-requests';
    const ref =
      subject.kind === 'invoice'
        ? { invoice: `/api/job-invoices/${subject.id}` }
        : { order: `/api/job-package-orders/${subject.id}` };
    const answer = await api.request(path, {
      method: 'POST',
      json: { file_action: action, ...ref },
      schema: receiptRequestSchema,
    });
    setBusy(false);
    if (!answer.ok) return setOutcome('failed');
    if (action === 'email') return setOutcome('emailed');
    const url = answer.data?.file_url;
    if (!url) return setOutcome('failed');
    const link = document.createElement('a');
    // Same origin as the page (the API may name its public address), so it downloads.
    const target = new URL(url, window.location.origin);
    link.href = `${target.pathname}${target.search}`;
    link.download = RECEIPT_FILE_NAME_DEFAULT;
    document.body.append(link);
    link.click();
    link.remove();
    onClose();
  };
  return (
    <DialogFrame title={RECEIPT_MODAL_TITLE} onClose={onClose}>
      <fieldset className="receipt-modal__choices">
        <legend>How would you like your receipt?</legend>
        {(['download', 'email'] as const).map((value) => (
          <label key={value} className="receipt-modal__choice">
            <input
              type="radio"
              name="file_action"
              value={value}
              checked={action === value}
              onChange={() => setAction(value)}
            />
            {value === 'download' ? 'Download' : 'Email'}
          </label>
        ))}
      </fieldset>
      {outcome === 'failed' ? <Alert tone="danger">{RECEIPT_FAILURE}</Alert> : null}
      {outcome === 'emailed' ? <Alert tone="success">{COMMERCE_MESSAGES.receiptEmailSent}</Alert> : null}
      {/* aria-disabled, not disabled: the button stays a tab stop after the radios, so Tab can
          leave them (with nothing focusable after a radio group, the dialog's focus trap kept
          focus on the first radio) and a keyboard user hears why it does nothing yet. */}
      <Button onClick={submit} aria-disabled={!action || busy} aria-busy={busy}>
        {action === 'email'
          ? 'Email receipt'
          : action === 'download'
            ? 'Download receipt'
            : 'Choose Download or Email'}
      </Button>
    </DialogFrame>
  );
}
