import { CONTACT_TEXT } from '@gfj/contracts/content-text';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { ContactForm } from './contact-form.tsx';

/** The contact modal (content 2): the form, then the thanks. */
export default function ContactDialog({ onClose }: { onClose: () => void }) {
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <DialogFrame title={CONTACT_TEXT.thanks} viewKey="sent" tone="success" onClose={onClose}>
        <p className="dialog__message">{CONTACT_TEXT.reply}</p>
        <Button size="lg" className="dialog__action" onClick={onClose}>
          Close
        </Button>
      </DialogFrame>
    );
  }
  return (
    <DialogFrame
      title="Contact us"
      description="Questions, ideas, trouble with the site: we read everything."
      onClose={onClose}
    >
      <ContactForm onSuccess={() => setSent(true)} />
    </DialogFrame>
  );
}
