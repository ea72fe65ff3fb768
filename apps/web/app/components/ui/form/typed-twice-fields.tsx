import { TextField } from './fields.tsx';
import type { FieldBinding } from './use-kit-form.ts';

/**
 * A value typed twice, an email address or a new password: its field, then the confirmation's
 * (`<name>_confirm`, as the API names it), of the same type and autocomplete. A password typed twice
 * is always a new one, so the browser offers to make and save one.
 */
export function TypedTwiceFields<N extends string>({
  field,
  name,
  type,
  labels: [label, confirmLabel],
  hint,
}: {
  /** The form's `field`: the form must have both values. */
  field: (name: N | `${N}_confirm`) => FieldBinding;
  name: N;
  type: 'email' | 'password';
  /** The field's label and the confirmation's. */
  labels: readonly [string, string];
  /** Under the first field's label only. */
  hint?: string;
}) {
  const autoComplete = type === 'password' ? 'new-password' : 'email';
  return (
    <>
      <TextField label={label} type={type} autoComplete={autoComplete} hint={hint} {...field(name)} />
      <TextField label={confirmLabel} type={type} autoComplete={autoComplete} {...field(`${name}_confirm`)} />
    </>
  );
}
