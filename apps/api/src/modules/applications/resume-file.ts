/**
 * Resume uploads are checked by content, not by name or declared type (product decisions:
 * Uploads): a PDF starts with `%PDF-`; a DOCX is a ZIP whose central directory lists
 * `word/document.xml`.
 */
export type ResumeKind = 'pdf' | 'docx';

export const RESUME_CONTENT_TYPES: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

/** The file names listed in a ZIP's central directory, or undefined when it is not a ZIP. */
export function listZipEntries(data: Buffer): string[] | undefined {
  if (data.length < 22 || data.readUInt32LE(0) !== 0x04034b50) return undefined;
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  const floor = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= floor; i--) {
    if (data.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = data.readUInt16LE(eocd + 10);
  let offset = data.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return undefined;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const end = offset + 46 + nameLength;
    if (end > data.length) return undefined;
    names.push(data.toString('utf8', offset + 46, end));
    offset = end + extraLength + commentLength;
  }
  return names;
}

/** What the bytes are, whatever the file is called; undefined for anything else. */
export function detectResumeKind(data: Buffer): ResumeKind | undefined {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const entries = listZipEntries(data);
  if (entries?.includes('word/document.xml')) return 'docx';
  return undefined;
}

/** A safe attachment name: the applicant's own base name (letters, digits, - _ .) with the real extension. */
export function resumeAttachmentName(originalName: string | undefined, kind: ResumeKind): string {
  const base = (originalName ?? '')
    .replace(/^.*[/\\]/, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'resume'}.${kind}`;
}
