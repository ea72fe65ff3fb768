import { z } from 'zod';
import { iriSchema } from './hydra.ts';
import { dateTimeSchema } from './jobs.ts';

/** Uploads (product-decisions: Content): images up to 5 MB, documents up to 10 MB, by content. */
export const MEDIA_LIMITS = {
  imageMaxBytes: 5 * 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
} as const;

export const MEDIA_KINDS = ['image', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The types an upload may be, by what its bytes are (never by its name). */
export const MEDIA_CONTENT_TYPES = {
  jpeg: { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' },
  png: { kind: 'image', contentType: 'image/png', extension: 'png' },
  webp: { kind: 'image', contentType: 'image/webp', extension: 'webp' },
  pdf: { kind: 'document', contentType: 'application/pdf', extension: 'pdf' },
  docx: {
    kind: 'document',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
} as const satisfies Record<string, { kind: MediaKind; contentType: string; extension: string }>;
export type MediaFormat = keyof typeof MEDIA_CONTENT_TYPES;

/** What the file picker offers (the server still checks the bytes). */
export const MEDIA_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.pdf,.docx,image/jpeg,image/png,image/webp,application/pdf';

export const MEDIA_MESSAGES = {
  fileRequired: 'Choose a file to upload.',
  unsupported: 'Upload a JPEG, PNG or WebP image, or a PDF or Word (DOCX) document.',
  imageTooLarge: 'Images must be 5 MB or smaller.',
  documentTooLarge: 'Documents must be 10 MB or smaller.',
  publicIsStaffOnly: 'Only staff can upload files for the site’s own pages.',
} as const;

export const mediaObjectSchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.literal('MediaObject'),
  id: z.number().int(),
  /** Where the file is served (to the viewers allowed to see it). */
  content_url: z.string(),
  name: z.string(),
  kind: z.enum(MEDIA_KINDS),
  content_type: z.string(),
  size: z.number().int().min(0),
  /** Staff uploads for the site's own pages, served to everyone; other uploads follow their use. */
  public: z.boolean(),
  date_added: dateTimeSchema,
});
export type MediaObject = z.infer<typeof mediaObjectSchema>;
