import { InputAdornment } from '@mui/material';
import { FunctionField, NumberInput, type NumberInputProps } from 'react-admin';

/** Cents as dollars with cents: 15000 is "$150.00" (the API keeps money in integer cents). */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A price in cents shown as dollars (spec: money is shown as US dollars). */
export function MoneyField({
  source,
  label,
  sortable = false,
}: {
  source: string;
  label: string;
  sortable?: boolean;
}) {
  return (
    <FunctionField
      source={source}
      label={label}
      sortable={sortable}
      render={(record: Record<string, unknown>) =>
        typeof record[source] === 'number' ? dollars(record[source] as number) : ''
      }
    />
  );
}

// Module-level so NumberInput sees the same functions on every render (it re-formats when they change).
const centsToDollars = (cents: unknown) =>
  typeof cents === 'number' && Number.isFinite(cents) ? (cents / 100).toFixed(2) : '';
const dollarsToCents = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return null;
  const amount = typeof value === 'number' ? value : Number(value);
  // Not a number: sent as it is, so the API's message says what is wrong.
  return Number.isFinite(amount) ? Math.round(amount * 100) : value;
};

/** A price kept in cents, typed in dollars: "150" or "150.00" is stored and sent as 15000. */
export function MoneyInput(props: Omit<NumberInputProps, 'format' | 'parse'>) {
  return (
    <NumberInput
      step={0.01}
      min={0}
      {...props}
      format={centsToDollars}
      parse={dollarsToCents}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
