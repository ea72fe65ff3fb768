import type { MediaFormat } from '@gfj/contracts';
import { listZipEntries } from '../applications/resume-file.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What the bytes of an upload are, whatever its name or declared type says (product-decisions:
 * Uploads are checked by content): the signatures of JPEG, PNG, WebP and PDF, and for DOCX a
 * ZIP whose directory lists `word/document.xml`. Anything else is undefined and refused.
 */
export function detectMediaFormat(data: Buffer): MediaFormat | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG)) return 'png';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  if (data.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (listZipEntries(data)?.includes('word/document.xml')) return 'docx';
  return undefined;
}

/** The uploader's base name, cleaned (letters, digits, - _ and spaces), with the real extension. */
export function cleanMediaName(originalName: string | undefined, extension: string): string {
  const base = (originalName ?? '')
    .replace(/^.*[/\\]/, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 _-]+/g, '-')
    .replace(/^[-\s]+|[-\s]+$/g, '')
    .slice(0, 80);
  return `${base || 'file'}.${extension}`;
}
