import { MEDIA_LIMITS, mediaObjectSchema } from '@gfj/contracts/media-objects';
import { POSTING_LIMITS, POSTING_MESSAGES } from '@gfj/contracts/posting-fields';
import { BodyTooLarge, readFormWithin } from '../../components/ui/form/form-actions.server.ts';
import { toApiError } from '../../lib/api-client.ts';
import type { ApiClient } from '../../lib/load-context.ts';
import type { AttachmentInfo } from './attachments-field.tsx';

/**
 * The most a posting form post may weigh: every attachment at the documents' limit, and room for
 * the texts. A larger body is not read at all (no file in it could be stored anyway).
 */
export const POST_FORM_MAX_BYTES =
  POSTING_LIMITS.maxAttachments * MEDIA_LIMITS.documentMaxBytes + 2 * 1048576;

export const POST_FORM_MESSAGES = {
  tooLarge: `The files you chose are too large to send together (at most ${POSTING_LIMITS.maxAttachments * (MEDIA_LIMITS.documentMaxBytes / 1048576)} MB). Nothing was saved: please attach fewer or smaller files.`,
  unreadable: 'Your form could not be read. Please try again.',
};

export type ReadPostForm = { ok: true; form: FormData } | { ok: false; status: 400 | 413; alert: string };

/**
 * Reads a posted form, urlencoded or multipart, refusing a body over POST_FORM_MAX_BYTES (declared
 * or counted while reading) and a body that does not parse: an answer for the form, never a throw.
 */
export async function readPostForm(request: Request): Promise<ReadPostForm> {
  try {
    return { ok: true, form: await readFormWithin(request, POST_FORM_MAX_BYTES) };
  } catch (error) {
    return error instanceof BodyTooLarge
      ? { ok: false, status: 413, alert: POST_FORM_MESSAGES.tooLarge }
      : { ok: false, status: 400, alert: POST_FORM_MESSAGES.unreadable };
  }
}

export interface StoredAttachments {
  /** IRIs of the files stored, in the order chosen. */
  stored: AttachmentInfo[];
  /** One message per file refused (the API's words), for the attachments field. */
  messages: string[];
}

/**
 * Stores each chosen file as the JavaScript uploader does, through `POST /api/media-objects`: the
 * same checks by content and size, the same messages, the same per-visitor limit. At most `slots`
 * files are stored (the listing's limit); the others are refused with its message.
 */
export async function storeChosenFiles(
  api: ApiClient,
  csrfToken: () => Promise<string>,
  files: File[],
  slots: number,
): Promise<StoredAttachments> {
  const stored: AttachmentInfo[] = [];
  const messages: string[] = [];
  for (const file of files) {
    if (stored.length >= slots) {
      messages.push(POSTING_MESSAGES.tooManyAttachments);
      break;
    }
    const body = new FormData();
    body.append('file', file, file.name);
    const answer = await api.send({
      method: 'POST',
      path: '/api/media-objects',
      multipart: body,
      // The visitor's own post, which the API judges same-site or not from its forwarded headers.
      csrfToken: await csrfToken(),
      schema: mediaObjectSchema,
    });
    if (answer.ok && answer.data) {
      stored.push({ iri: answer.data['@id'], name: answer.data.name, size: answer.data.size });
      continue;
    }
    const error = toApiError(answer.status, answer.body);
    const message = error.violations[0]?.message ?? `${error.code}: ${error.message}`;
    messages.push(file.name ? `${displayName(file.name)}: ${message}` : message);
  }
  return { stored, messages };
}

/** A chosen file's name as the messages show it: its base name, without control characters. */
function displayName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const cleaned = name.replace(/^.*[/\\]/, '').replace(/[\u0000-\u001f\u007f\ufffd]/g, '');
  return cleaned.length > 80 ? `${cleaned.slice(0, 77)}…` : cleaned || 'file';
}
