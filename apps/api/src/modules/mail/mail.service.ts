import { oneLine, withoutDirectionControls } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DbExecutor } from '../../db/client.ts';
import { type ClaimedMail, claimDueMail, insertMail, markMail, scheduleRetry } from './mail.repository.ts';
import type { MailAttachment } from './mail.table.ts';
import { type MailTemplate, renderMailTemplate } from './templates/define-template.ts';

export const MAIL_MAX_ATTEMPTS = 6;
const LEASE_SECONDS = 300;
const BATCH = 20;

export interface EnqueueMailInput<P> {
  to: string;
  subject: string;
  template: MailTemplate<P>;
  props: P;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** The outbox's subject column (varchar 300). */
const SUBJECT_MAX = 300;

/**
 * A subject as it can be stored and sent: one line, without control or bidi-override characters
 * (they come from visitors' names and listings' titles), cut with an ellipsis at the column's
 * length. A 200-character title with a 100-character name made a longer one, and the insert
 * failed (the visitor saw a 500 and the application was lost).
 */
export function mailSubject(subject: string): string {
  const chars = Array.from(oneLine(subject).trim());
  if (chars.length <= SUBJECT_MAX) return chars.join('');
  return `${chars
    .slice(0, SUBJECT_MAX - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * A template's values without bidirectional controls, however deep: names, messages and titles
 * come from visitors, and one left open reversed the rest of its line in the email (a guest's
 * "Email a friend" name turned the heading and the sender's address backwards).
 */
export function mailProps<P>(value: P): P {
  if (typeof value === 'string') return withoutDirectionControls(value) as P;
  if (Array.isArray(value)) return value.map(mailProps) as P;
  if (value !== null && typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, mailProps(v)])) as P;
  }
  return value;
}

/** Renders and queues a message inside the caller's transaction (outbox pattern). */
export async function enqueueMail<P>(tx: DbExecutor, input: EnqueueMailInput<P>): Promise<number> {
  const { html, text } = renderMailTemplate(input.template, mailProps(input.props));
  return insertMail(tx, {
    to: input.to,
    subject: mailSubject(input.subject),
    html,
    text,
    template: input.template.name,
    headers: input.headers ?? {},
    attachments: input.attachments ?? [],
  });
}

/** Backoff between attempts: 1, 4, 16, 64... minutes, capped at 6 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 4 ** Math.max(0, attempts - 1), 6 * 3600);
}

const transports = new WeakMap<FastifyInstance, Transporter>();

function transportFor(app: FastifyInstance): Transporter | undefined {
  const url = app.config.smtpUrl;
  if (!url) return undefined;
  let transport = transports.get(app);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(app, transport);
  }
  return transport;
}

export function closeMailTransport(app: FastifyInstance): void {
  transports.get(app)?.close();
  transports.delete(app);
}

async function deliver(app: FastifyInstance, transport: Transporter, mail: ClaimedMail): Promise<void> {
  await transport.sendMail({
    from: app.config.mailFrom,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      ...(a.contentBase64 ? { content: a.contentBase64, encoding: 'base64' } : { path: a.path }),
    })),
  });
}

/** Sends (or, without SMTP in local mode, keeps) one batch of due messages; returns how many. */
export async function processMailBatch(app: FastifyInstance): Promise<number> {
  const batch = await claimDueMail(app.db, BATCH, LEASE_SECONDS);
  const transport = transportFor(app);
  for (const mail of batch) {
    if (!transport) {
      await markMail(app.db, mail.id, 'kept');
      continue;
    }
    try {
      await deliver(app, transport, mail);
      await markMail(app.db, mail.id, 'sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      app.log.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, 'mail delivery failed');
      const givesUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
      app.metrics.mailFailed(givesUp ? 'failed' : 'retry');
      if (givesUp) await markMail(app.db, mail.id, 'failed', message);
      else await scheduleRetry(app.db, mail.id, retryDelaySeconds(mail.attempts), message);
    }
  }
  return batch.length;
}

/** Processes everything due now, synchronously (tests, CLI). */
export async function drainOutbox(app: FastifyInstance): Promise<void> {
  while ((await processMailBatch(app)) > 0) {
    // keep going until the queue has nothing due
  }
}
