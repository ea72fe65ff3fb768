import { formatSiteDate, formatSiteDateTime } from '@gfj/contracts/site-time';
import { Typography } from '@mui/material';
import { type FieldProps, useFieldValue } from 'react-admin';

/**
 * A date as the site writes it ("Nov, 26 2026"), or with its time where the time matters
 * (`showTime`: "Nov, 26 2026, 9:11 PM EST"), in the site's time zone (decision 062). react-admin's
 * DateField wrote the browser's own form with seconds ("11/27/2026, 2:11:17 AM"), in whatever time
 * zone the staff member's computer was set to, unnamed.
 */
export function SiteDateField({
  showTime = false,
  emptyText,
  ...props
}: FieldProps & { source: string; showTime?: boolean }) {
  const value = useFieldValue(props) as string | null | undefined;
  const text = showTime ? formatSiteDateTime(value) : formatSiteDate(value);
  if (!text) {
    return emptyText ? (
      <Typography component="span" variant="body2">
        {emptyText}
      </Typography>
    ) : null;
  }
  return (
    <Typography component="time" variant="body2" dateTime={String(value)}>
      {text}
    </Typography>
  );
}
