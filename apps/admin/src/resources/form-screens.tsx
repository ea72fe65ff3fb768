import type { ReactElement } from 'react';
import { Create, Edit, NumberInput } from 'react-admin';

/** A select's choices from the contracts' values, each shown as written. */
export const choices = (values: readonly string[]) => values.map((id) => ({ id, name: id }));

/** A text box for a few lines (descriptions, bios, quotes). */
export const longText = { multiline: true, fullWidth: true, minRows: 3 } as const;

/**
 * A place in an order staff write: left empty, the API puts the item after the others of its group
 * (decisions 058, 062); a number puts it there, 0 first.
 */
export function SortOrderInput({
  source = 'sort_order',
  label = 'Order',
}: {
  source?: string;
  label?: string;
}) {
  return (
    <NumberInput
      source={source}
      label={label}
      min={0}
      step={1}
      helperText="Lower numbers come first; leave empty to put it after the others"
    />
  );
}

/**
 * Create and edit screens from one form. What staff edit has no separate read screen: the edit
 * screen shows the record (the guessed one listed raw addresses, dates and HTML).
 */
export function screens(Form: () => ReactElement) {
  return {
    create: () => (
      <Create redirect="list">
        <Form />
      </Create>
    ),
    edit: () => (
      <Edit mutationMode="pessimistic">
        <Form />
      </Edit>
    ),
  };
}
