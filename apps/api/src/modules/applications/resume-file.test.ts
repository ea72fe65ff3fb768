import { describe, expect, it } from 'vitest';
import { detectResumeKind, resumeAttachmentName } from './resume-file.ts';
import { buildDocx, buildPdf, buildZip } from './test-files.ts';

describe('detectResumeKind', () => {
  it('recognises PDF and DOCX by content, whatever they are called', () => {
    expect(detectResumeKind(buildPdf())).toBe('pdf');
    expect(detectResumeKind(buildDocx())).toBe('docx');
  });

  it('refuses text, other ZIPs and truncated archives', () => {
    expect(detectResumeKind(Buffer.from('Just my resume as plain text'))).toBeUndefined();
    expect(detectResumeKind(buildZip({ 'xl/workbook.xml': '<workbook/>' }))).toBeUndefined();
    expect(detectResumeKind(buildDocx().subarray(0, 60))).toBeUndefined();
    expect(detectResumeKind(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('resumeAttachmentName', () => {
  it('keeps a safe base name and the real extension', () => {
    expect(resumeAttachmentName('My CV (2026).txt', 'pdf')).toBe('My-CV-2026.pdf');
    expect(resumeAttachmentName('../../etc/passwd', 'docx')).toBe('passwd.docx');
    expect(resumeAttachmentName(undefined, 'pdf')).toBe('resume.pdf');
  });
});
