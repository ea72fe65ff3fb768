import { Box } from '@mui/material';
import { useRef, useState } from 'react';
import { TextInput, useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextButton } from './text-button.tsx';
import { VISUALLY_HIDDEN } from './visually-hidden.ts';

/** The API's answer to an upload (only what is used here). */
interface UploadedMediaObject {
  content_url: string;
}

/** A CSRF token for the multipart post (a cookie-authenticated form body must carry one). */
async function csrfToken(): Promise<string> {
  const res = await fetch('/api/csrf-token', { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`csrf token: HTTP ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Uploads an image for the site's own pages as a public media object (staff only) and answers the
 * address it is served at. Errors carry the API's own message (too large, not an image…).
 */
export async function uploadSiteImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('public', 'true');
  form.append('file', file);
  const res = await fetch('/api/media-objects', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/ld+json', 'x-csrf-token': await csrfToken() },
    body: form,
  });
  const body = (await res.json().catch(() => ({}))) as Partial<UploadedMediaObject> & {
    detail?: string;
    violations?: { message: string }[];
  };
  if (!res.ok || !body.content_url) {
    throw new Error(body.violations?.[0]?.message ?? body.detail ?? `Upload failed (HTTP ${res.status}).`);
  }
  return body.content_url;
}

/**
 * An image field of a content item: the address as text (an image already on the site can be
 * named), an upload button that stores the picked file as a public media object and fills the
 * address in, and a preview of what the address shows, no wider than the form (at its natural size
 * a picture pushed the field, and the button beside it, off a phone's screen).
 */
export function SiteImageInput({ source, label }: { source: string; label: string }) {
  const { setValue } = useFormContext();
  const value = useWatch({ name: source }) as string | null | undefined;
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function onPick(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      setValue(source, await uploadSiteImage(file), { shouldDirty: true, shouldValidate: true });
      notify('Image uploaded', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Upload failed.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <TextInput
        source={source}
        label={label}
        fullWidth
        helperText="An address on this site, or upload one"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 2 }}>
        {/* The picker the Upload button opens: out of sight and out of the tab order (the button
            is what staff use); it stood on screen as the browser's own "Choose File" control. */}
        <Box
          component="input"
          ref={fileInput}
          type="file"
          tabIndex={-1}
          aria-hidden="true"
          accept="image/jpeg,image/png,image/webp"
          onChange={onPick}
          disabled={busy}
          sx={VISUALLY_HIDDEN}
        />
        {/* Words on every screen: react-admin's Button was an empty icon button on a phone. */}
        <TextButton
          onClick={() => fileInput.current?.click()}
          label={busy ? 'Uploading…' : `Upload ${label.toLowerCase()}`}
          disabled={busy}
          variant="outlined"
        />
        {value ? (
          <Box
            component="img"
            src={value}
            alt=""
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: 180,
              objectFit: 'contain',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
        ) : null}
      </Box>
    </Box>
  );
}
