import { CANNED_MODERATION_REASONS, MODERATION_MESSAGES } from '@gfj/contracts/moderation';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Button as MuiButton,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { type ApiProblem, callApi } from '../api.ts';

export interface ListingRecord {
  id: string;
  '@id': string;
  position: string;
  company_name: string;
  status: string;
  highlighted: boolean;
  user?: string;
  item_url?: string;
  moderation_reason?: string;
}

/**
 * Where the keyboard goes once a change from `origin` (a row's button) is done: the button was
 * disabled while it ran, so the browser had dropped the focus to the page. Back on the button when
 * its row stays (Highlight); when the row leaves the list (Approve, or Return… once its dialog is
 * sent: the queue lists pending listings), on the same action of the next row, else of the one
 * before, else the page's heading.
 */
function keepFocusFrom(origin: HTMLElement | null) {
  const row = origin?.closest('tr');
  if (!origin || !row) return;
  const label = origin.getAttribute('aria-label')?.split(' ')[0] ?? '';
  const neighbours = [row.nextElementSibling, row.previousElementSibling];
  const deadline = performance.now() + 5000;
  const sameAction = (other: Element | null) =>
    [...(other?.querySelectorAll<HTMLButtonElement>('button[aria-label]') ?? [])].find(
      (button) => button.getAttribute('aria-label')?.split(' ')[0] === label && !button.disabled,
    );
  // Until the list has answered again (the row gone, or the deadline), unless the keyboard moved on.
  const place = () => {
    const active = document.activeElement;
    // Still in the dialog the change was sent from (Return…), or on its frame (where MUI's focus
    // trap keeps the keyboard while the dialog's button is disabled): it is closing, wait for it.
    if (active?.closest('[role="dialog"], .MuiModal-root')) {
      if (performance.now() < deadline) requestAnimationFrame(place);
      return;
    }
    const lost = active === null || active === document.body || active === origin;
    if (!lost) return;
    if (!row.isConnected) {
      const next = neighbours.map((n) => (n?.isConnected ? sameAction(n) : undefined)).find(Boolean);
      if (next) {
        next.focus();
        return;
      }
      // The last row left: the page's heading, focusable by script only.
      const heading = document.querySelector<HTMLElement>('main h1, main h2, h1, h2');
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading?.focus();
      return;
    }
    if (active !== origin && origin.isConnected && !(origin as HTMLButtonElement).disabled) origin.focus();
    if (performance.now() < deadline) requestAnimationFrame(place);
  };
  requestAnimationFrame(place);
}

function useModerate() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (
    record: ListingRecord,
    body: Record<string, unknown>,
    done: string,
    origin: HTMLElement | null = null,
  ) => {
    setBusy(true);
    try {
      await callApi(record['@id'], { method: 'PATCH', body });
      notify(done, { type: 'success' });
      refresh();
      keepFocusFrom(origin);
      return true;
    } catch (error) {
      notify((error as ApiProblem).message ?? 'The change failed.', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

/** Return to draft: a canned reason to start from (WPJM #1166), editable; required by the API. */
function ReturnDialog({
  record,
  onClose,
  origin,
}: {
  record: ListingRecord;
  onClose: () => void;
  /** The row's Return… button: the keyboard goes on from it as after Approve. */
  origin: HTMLElement | null;
}) {
  const { run, busy } = useModerate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(MODERATION_MESSAGES.reasonRequired);
      // The field whose message it is, not the button (the message was heard by no one).
      reasonField.current?.focus();
      return;
    }
    const ok = await run(
      record,
      { status: 'draft', moderation_reason: reason },
      `Returned to the poster: ${record.position}`,
      origin,
    );
    if (ok) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Return “{record.position}” to draft</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The poster gets this reason by email, with a link to edit the draft.
          </DialogContentText>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              select
              label="Start from a common reason"
              value=""
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            >
              {CANNED_MODERATION_REASONS.map((text) => (
                <MenuItem key={text} value={text}>
                  {text}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Reason for the poster"
              required
              multiline
              minRows={4}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              error={Boolean(error)}
              helperText={error ?? ' '}
              inputRef={reasonField}
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>Cancel</MuiButton>
          <MuiButton type="submit" variant="contained" disabled={busy}>
            Return to draft
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Approve / Return with a reason / Highlight, for one listing (each a PATCH /api/jobs/{id}). */
export function ModerationActions() {
  const record = useRecordContext<ListingRecord>();
  const { run, busy } = useModerate();
  const [returning, setReturning] = useState(false);
  const returnButton = useRef<HTMLButtonElement>(null);
  if (!record) return null;
  const pending = record.status === 'unapproved';
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      onClick={(event) => event.stopPropagation()}
    >
      {pending ? (
        <>
          <MuiButton
            size="small"
            variant="contained"
            disabled={busy}
            aria-label={`Approve ${record.position}`}
            onClick={(event) =>
              run(record, { status: 'approved' }, `Approved: ${record.position}`, event.currentTarget)
            }
          >
            Approve
          </MuiButton>
          <MuiButton
            size="small"
            variant="outlined"
            color="secondary"
            disabled={busy}
            aria-label={`Return ${record.position} to draft`}
            ref={returnButton}
            onClick={() => setReturning(true)}
          >
            Return…
          </MuiButton>
        </>
      ) : null}
      <MuiButton
        size="small"
        variant="text"
        disabled={busy}
        aria-pressed={record.highlighted}
        aria-label={`${record.highlighted ? 'Remove the highlight of' : 'Highlight'} ${record.position}`}
        onClick={(event) =>
          run(
            record,
            { highlighted: !record.highlighted },
            record.highlighted
              ? `No longer highlighted: ${record.position}`
              : `Highlighted: ${record.position}`,
            event.currentTarget,
          )
        }
      >
        {record.highlighted ? 'Unhighlight' : 'Highlight'}
      </MuiButton>
      {returning ? (
        <ReturnDialog record={record} origin={returnButton.current} onClose={() => setReturning(false)} />
      ) : null}
    </Stack>
  );
}
