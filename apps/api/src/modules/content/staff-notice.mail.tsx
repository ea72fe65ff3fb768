/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic runtime whichever workspace tsconfig compiles this file.
import { defineMailTemplate } from '../mail/templates/define-template.ts';
import { MailLayout, MailParagraph, MailQuote, mailColors } from '../mail/templates/layout.tsx';

export interface StaffNoticeProps {
  heading: string;
  /** Label and value pairs shown above the message. */
  fields: Array<[string, string]>;
  message: string;
  /** Where staff handle it (the back office's API item, until its screen exists). */
  itemUrl: string;
}

/**
 * What reaches the staff mailbox from a public form (contact, refund, testimonial): the fields
 * and the visitor's words, as plain text in the HTML (never their markup). Reply-To is the visitor.
 */
export const staffNoticeTemplate = defineMailTemplate<StaffNoticeProps>({
  name: 'staff-notice',
  Html: ({ heading, fields, message, itemUrl }) => (
    <MailLayout title={heading}>
      <table role="presentation" cellPadding={4} style={{ margin: '0 0 16px', fontSize: 15 }}>
        <tbody>
          {fields.map(([label, value]) => (
            <tr key={label}>
              <td style={{ color: mailColors.muted, paddingRight: 12 }}>{label}</td>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <MailQuote>{message}</MailQuote>
      <MailParagraph>
        Reply to this email to answer. Record: <a href={itemUrl}>{itemUrl}</a>
      </MailParagraph>
    </MailLayout>
  ),
  text: ({ heading, fields, message, itemUrl }) =>
    [
      heading,
      '',
      ...fields.map(([label, value]) => `${label}: ${value}`),
      '',
      message,
      '',
      `Record: ${itemUrl}`,
      '',
    ].join('\n'),
});
