import { EDUCATION } from '@gfj/contracts/content-text';
import type { EstablishmentItem } from '@gfj/contracts/education';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { AlumContactForm, AlumInquiryThanks } from './alum-contact-form.tsx';

/**
 * Connect with an alum (content 2): the modal saying none are available yet, or the alums to
 * choose from, the form, and the success text pointing to the contact mailbox.
 */
export default function AlumDialog({
  establishment,
  contactEmail,
  onClose,
}: {
  establishment: EstablishmentItem;
  contactEmail: string;
  onClose: () => void;
}) {
  const { alums } = establishment;
  const [alumId, setAlumId] = useState<number | null>(alums.length === 1 ? (alums[0]?.id ?? null) : null);
  const [sent, setSent] = useState(false);
  const alum = alums.find((a) => a.id === alumId);

  if (alums.length === 0) {
    return (
      <DialogFrame title="No alums yet" onClose={onClose}>
        <p className="dialog__message">{EDUCATION.noAlums}</p>
        <Button size="lg" className="dialog__action" onClick={onClose}>
          Close
        </Button>
      </DialogFrame>
    );
  }
  if (sent) {
    return (
      <DialogFrame title="Thank you" viewKey="sent" tone="success" onClose={onClose}>
        <AlumInquiryThanks contactEmail={contactEmail} className="dialog__message" />
        <Button size="lg" className="dialog__action" onClick={onClose}>
          Close
        </Button>
      </DialogFrame>
    );
  }
  if (!alum) {
    return (
      <DialogFrame
        title={EDUCATION.connect}
        description={`Alums of ${establishment.name} who answer questions.`}
        onClose={onClose}
      >
        <ul className="alum-list">
          {alums.map((a) => (
            <li key={a.id} className="alum">
              {a.image ? <img src={a.image} alt="" width={64} height={64} className="alum__image" /> : null}
              <div>
                <p className="alum__name">{a.name}</p>
                <p className="alum__bio">{a.bio}</p>
                <button type="button" className="link-button" onClick={() => setAlumId(a.id)}>
                  Write to {a.name}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </DialogFrame>
    );
  }
  return (
    <DialogFrame
      title={`Write to ${alum.name}`}
      viewKey={`alum-${alum.id}`}
      description={`${alum.bio} ${alum.name} will answer you by email.`}
      onClose={onClose}
    >
      <AlumContactForm alumId={alum.id} alumName={alum.name} onSuccess={() => setSent(true)} />
    </DialogFrame>
  );
}
