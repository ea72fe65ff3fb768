import type { Config } from '../../config.ts';
import type { DbExecutor } from '../../db/client.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { staffNoticeTemplate } from './staff-notice.mail.tsx';

export interface StaffNotice {
  subject: string;
  heading: string;
  fields: Array<[string, string]>;
  message: string;
  /** The visitor's address: staff answer with Reply. */
  replyTo: string;
  /** The stored record's IRI, linked from the email. */
  iri: string;
}

/** Queues the staff mailbox's copy of a public form, in the caller's transaction (outbox). */
export function notifyStaff(
  tx: DbExecutor,
  config: Pick<Config, 'contactEmail' | 'publicUrl'>,
  notice: StaffNotice,
): Promise<number> {
  return enqueueMail(tx, {
    to: config.contactEmail,
    subject: notice.subject,
    template: staffNoticeTemplate,
    props: {
      heading: notice.heading,
      fields: notice.fields,
      message: notice.message,
      itemUrl: `${config.publicUrl}${notice.iri}`,
    },
    headers: { 'Reply-To': notice.replyTo },
  });
}
