import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { useFormResult } from './form-result.ts';
import { FormShell } from './form-shell.tsx';
import { REFRESH_FIELD, RefreshButton } from './refresh-button.tsx';

/** A form whose field list follows a choice: a picker, its refresh, a text field and the save. */
function PickerForm() {
  const form = useForm<{ country: string; city: string }>();
  const outcome = useFormResult(form.setError);
  return (
    <FormShell form={form} outcome={outcome} hasRefresh onValid={async () => undefined}>
      <select aria-label="Country" {...form.register('country')} />
      <RefreshButton value="France">Show its states</RefreshButton>
      <input aria-label="City" {...form.register('city')} />
      <button type="submit">Save</button>
    </FormShell>
  );
}

describe('RefreshButton', () => {
  it('is in the page as served, after a first submit that Enter presses and that posts as Save', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<PickerForm />);
    const submits = [...page.querySelectorAll<HTMLButtonElement>('button[type="submit"]')];
    expect(submits.map((button) => button.textContent)).toEqual(['', 'Show its states', 'Save']);
    // The first posts nothing of its own, and is out of sight and of the tab order, yet has a box.
    const [enter, refresh] = submits;
    expect(enter?.getAttribute('name')).toBeNull();
    expect(enter?.getAttribute('aria-hidden')).toBe('true');
    expect(enter?.getAttribute('tabindex')).toBe('-1');
    expect(enter?.className).toBe('visually-hidden');
    expect(refresh?.getAttribute('name')).toBe(REFRESH_FIELD);
    expect(refresh?.getAttribute('value')).toBe('France');
    expect(refresh?.hasAttribute('formnovalidate')).toBe(true);
  });

  it('is gone once scripts run, and so is the extra submit', () => {
    render(<PickerForm />);
    expect(screen.queryByRole('button', { name: 'Show its states' })).toBeNull();
    expect(document.querySelectorAll('button[type="submit"]')).toHaveLength(1);
  });
});
