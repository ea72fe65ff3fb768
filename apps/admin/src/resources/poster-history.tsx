import { formatSiteDate } from '@gfj/contracts/site-time';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useGetList, useGetOne, useRecordContext } from 'react-admin';
import type { ListingRecord } from './moderation-actions.tsx';
import { ALL_STATUSES, STATUS_LABELS } from './statuses.ts';

interface UserRecord {
  id: string;
  email: string;
  username: string;
  is_trusted?: boolean;
  is_blocked?: boolean;
  created_at?: string;
}

/** The poster's other listings by status, and who they are: what staff weigh before deciding. */
export function PosterHistory() {
  const record = useRecordContext<ListingRecord>();
  const userIri = record?.user;
  const { data: user } = useGetOne<UserRecord>('users', { id: userIri ?? '' }, { enabled: Boolean(userIri) });
  const {
    data: listings,
    total,
    isPending,
  } = useGetList<ListingRecord>(
    'jobs',
    {
      filter: { user: userIri, status: ALL_STATUSES.filter((s) => s !== 'deleted') },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'date_added', order: 'DESC' },
    },
    { enabled: Boolean(userIri) },
  );
  if (!userIri) return <Typography>No poster on record.</Typography>;
  const counts = new Map<string, number>();
  for (const listing of listings ?? []) counts.set(listing.status, (counts.get(listing.status) ?? 0) + 1);
  const returned = (listings ?? []).filter((l) => l.moderation_reason && l.id !== record?.id);
  return (
    <Box component="section" aria-label="The poster’s history" sx={{ py: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Poster: {user?.email ?? '…'}{' '}
        {user?.is_trusted ? <Chip size="small" color="success" label="Trusted" /> : null}{' '}
        {user?.is_blocked ? <Chip size="small" color="error" label="Blocked" /> : null}
      </Typography>
      {user?.created_at ? (
        <Typography variant="body2">Member since {formatSiteDate(user.created_at)}</Typography>
      ) : null}
      {isPending ? (
        <Typography variant="body2">Loading the poster’s listings…</Typography>
      ) : (
        <>
          <Typography variant="body2">
            {total ?? 0} listing{total === 1 ? '' : 's'} on the board
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {[...counts.entries()].map(([status, n]) => (
              <Chip
                key={status}
                size="small"
                variant="outlined"
                label={`${STATUS_LABELS[status] ?? status}: ${n}`}
              />
            ))}
          </Stack>
          {returned.length > 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Returned before: {returned.map((l) => `${l.position} (“${l.moderation_reason}”)`).join('; ')}
            </Typography>
          ) : null}
        </>
      )}
    </Box>
  );
}

/**
 * A row's button that opens the poster's history in a dialog (react-admin's own row expander is
 * hidden from assistive technology, so it is not used).
 */
export function PosterHistoryButton() {
  const record = useRecordContext<ListingRecord>();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!record?.user) return null;
  return (
    <>
      <Button
        size="small"
        aria-label={`Poster’s history for ${record.position}`}
        onClick={() => setOpen(true)}
      >
        History
      </Button>
      {open ? (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
          <DialogTitle id={titleId}>Poster’s history: {record.position}</DialogTitle>
          <DialogContent>
            <PosterHistory />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
