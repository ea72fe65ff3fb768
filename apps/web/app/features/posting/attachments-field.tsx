import { MEDIA_ACCEPT } from '@gfj/contracts/media-objects';
import { useEffect, useId, useState } from 'react';
import { isolate } from '../../lib/isolate.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { uploadMediaObject } from './posting.queries.ts';

export interface AttachmentInfo {
  iri: string;
  name: string;
  size?: number | undefined;
}

function formatSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The no-JavaScript form's file input and "remove" boxes, read by the route's action. */
export const ATTACHMENT_FILES_FIELD = 'attachment_files';
export const REMOVE_ATTACHMENTS_FIELD = 'remove_attachments';

/**
 * Files attached to the listing: uploaded one by one (checked by the server, images up to 5 MB,
 * PDF and Word documents up to 10 MB), listed with a remove button. Without JavaScript the
 * listing's files ride along as hidden inputs with a "Remove" box each, and a plain file input
 * sends new files with the form (multipart), which the route's action stores the same way.
 */
export function AttachmentsField({
  id,
  value,
  initial,
  maxFiles,
  error,
  onChange,
}: {
  id: string;
  value: string[];
  initial: AttachmentInfo[];
  maxFiles: number;
  error?: string | undefined;
  onChange: (iris: string[]) => void;
}) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const hintId = useId();
  const [known, setKnown] = useState<Map<string, AttachmentInfo>>(
    () => new Map(initial.map((a) => [a.iri, a])),
  );
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const message = uploadError ?? error;

  async function upload(file: File) {
    setUploadError(null);
    setUploading(true);
    const response = await uploadMediaObject(api, file, csrfToken);
    setUploading(false);
    if (!response.ok || !response.data) {
      setUploadError(
        response.ok
          ? 'The upload failed.'
          : (response.error.violations[0]?.message ?? `${response.error.code}: ${response.error.message}`),
      );
      return;
    }
    const media = response.data;
    setKnown((map) =>
      new Map(map).set(media['@id'], { iri: media['@id'], name: media.name, size: media.size }),
    );
    onChange([...value, media['@id']]);
  }

  return (
    <div className="field attachments" data-invalid={message ? true : undefined}>
      <p className="field__label" id={`${id}-label`}>
        Attachments
      </p>
      <p className="field__hint" id={hintId}>
        Up to {maxFiles} files: photos (JPEG, PNG or WebP, 5 MB each) or documents (PDF or Word, 10 MB each).
      </p>
      {value.length > 0 ? (
        <ul className="attachments__list" aria-labelledby={`${id}-label`}>
          {value.map((iri) => {
            const info = known.get(iri);
            return (
              <li key={iri} className="attachments__item">
                <input type="hidden" name="attachments" value={iri} />
                <span>
                  {info?.name ?? 'File'} <span className="attachments__size">{formatSize(info?.size)}</span>
                </span>
                {isHydrated ? (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => onChange(value.filter((v) => v !== iri))}
                    aria-label={`Remove ${isolate(info?.name ?? 'file')}`}
                  >
                    Remove
                  </button>
                ) : (
                  <label className="choice attachments__remove">
                    <input type="checkbox" name={REMOVE_ATTACHMENTS_FIELD} value={iri} />
                    <span>
                      Remove<span className="visually-hidden"> {isolate(info?.name ?? 'file')}</span>
                    </span>
                  </label>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {isHydrated ? (
        value.length < maxFiles ? (
          <label className="attachments__add">
            <span className="button" data-variant="secondary" data-size="md">
              {isUploading ? 'Uploading…' : 'Attach a file'}
            </span>
            <input
              id={id}
              type="file"
              className="visually-hidden"
              accept={MEDIA_ACCEPT}
              disabled={isUploading}
              aria-describedby={[hintId, message ? `${id}-error` : null].filter(Boolean).join(' ')}
              aria-invalid={message ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </label>
        ) : null
      ) : value.length < maxFiles ? (
        <div className="attachments__pick">
          <label className="field__label" htmlFor={id}>
            Add files
          </label>
          <input
            id={id}
            type="file"
            name={ATTACHMENT_FILES_FIELD}
            multiple
            accept={MEDIA_ACCEPT}
            aria-describedby={[hintId, message ? `${id}-error` : null].filter(Boolean).join(' ')}
            aria-invalid={message ? true : undefined}
          />
          <p className="field__hint">
            Files you add, and files you mark to remove, are saved with the rest of the form.
          </p>
        </div>
      ) : null}
      {message ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
