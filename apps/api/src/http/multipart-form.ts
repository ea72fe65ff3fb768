import type { FastifyRequest } from 'fastify';
import { BadRequestError, HttpError, UnsupportedMediaTypeError } from './errors.ts';
import { findInvalidText, invalidTextViolations } from './text-check.ts';

export const MALFORMED_MULTIPART = 'Malformed multipart/form-data body.';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartForm {
  /** Text fields; the first value of a repeated name. */
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface ReadMultipartOptions {
  /** The error for a file over the size limit (a 422 on the field, in the route's words). */
  fileTooLarge: (fieldname: string, declaredType: string) => Error;
  /** The 415's detail when the body is not multipart. */
  notMultipart?: string;
}

/** @fastify/multipart's limit errors: too many parts, files or fields. */
const TOO_MANY = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a whole multipart form into memory, the one way routes read uploads. A malformed body
 * (no boundary, cut short, a broken part header) is a 400, not the parser's error; text fields and
 * file names are checked like every other body's text (422 per field, text-check.ts), since this
 * body is streamed past the API's preValidation hook.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: ReadMultipartOptions,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeError(options.notMultipart);
  const form: MultipartForm = { fields: {}, files: [] };
  let current = '';
  let declaredType = '';
  try {
    for await (const part of request.parts()) {
      current = part.fieldname;
      declaredType = part.type === 'file' ? part.mimetype : '';
      if (part.type === 'file') {
        const data = await part.toBuffer();
        form.files.push({
          fieldname: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data,
        });
      } else if (typeof part.value === 'string' && !(part.fieldname in form.fields)) {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.fileTooLarge(current, declaredType);
    if (code && TOO_MANY.has(code)) throw new HttpError(413, 'Request Entity Too Large');
    if (error instanceof HttpError) throw error;
    throw new BadRequestError(MALFORMED_MULTIPART);
  }
  const names = Object.fromEntries(form.files.map((file) => [file.fieldname, file.filename]));
  const invalid = [...findInvalidText(form.fields), ...findInvalidText(names)];
  if (invalid.length > 0) throw invalidTextViolations(invalid);
  return form;
}
