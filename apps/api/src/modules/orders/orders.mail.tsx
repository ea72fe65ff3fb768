/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import { defineMailTemplate } from '../mail/templates/define-template.ts';
import { MailButton, MailLayout, MailParagraph } from '../mail/templates/layout.tsx';

export interface ReceiptMailProps {
  orderNumber: number;
  total: string;
  accountUrl: string;
}

/** The receipt, its PDF attached: after each paid order, and when a receipt is asked by email. */
export const receiptTemplate = defineMailTemplate<ReceiptMailProps>({
  name: 'order-receipt',
  Html: (p) => (
    <MailLayout title="Your Good Food Jobs receipt">
      <MailParagraph>
        Thank you for your order {p.orderNumber} ({p.total}). Your receipt is attached to this email as a PDF.
      </MailParagraph>
      <MailButton href={p.accountUrl}>Your account</MailButton>
    </MailLayout>
  ),
  text: (p) =>
    `Thank you for your order ${p.orderNumber} (${p.total}). Your receipt is attached to this email as a PDF.\n\nYour account: ${p.accountUrl}\n`,
});

export interface RefundMailProps {
  position: string;
  amount: string;
  accountUrl: string;
}

/** To the poster when staff grant a refund: the listing is taken down and the money returned. */
export const refundTemplate = defineMailTemplate<RefundMailProps>({
  name: 'order-refund',
  Html: (p) => (
    <MailLayout title="Your refund">
      <MailParagraph>
        We refunded {p.amount} for your listing {p.position}. The listing is no longer shown on the site. The
        refund reaches your card within 5 to 10 business days.
      </MailParagraph>
      <MailButton href={p.accountUrl}>Your listings</MailButton>
    </MailLayout>
  ),
  text: (p) =>
    `We refunded ${p.amount} for your listing ${p.position}. The listing is no longer shown on the site. The refund reaches your card within 5 to 10 business days.\n\nYour listings: ${p.accountUrl}\n`,
});
