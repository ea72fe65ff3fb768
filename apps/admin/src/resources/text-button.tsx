import { type ButtonProps, Button as MuiButton } from '@mui/material';

/**
 * A button that shows its words on every screen. react-admin's Button turns into an icon button on
 * a phone, and ours have no icon, so Publish, Approve or Deactivate showed as an empty square there.
 */
export function TextButton({ label, ...props }: Omit<ButtonProps, 'children'> & { label: string }) {
  return (
    <MuiButton size="small" {...props}>
      {label}
    </MuiButton>
  );
}
