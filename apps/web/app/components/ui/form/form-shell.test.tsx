import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TextField } from './fields.tsx';
import type { FormResult } from './form-result.ts';
import { FormShell } from './form-shell.tsx';
import { useKitForm } from './use-kit-form.ts';

// After the server refuses a submit, the keyboard is put where the visitor mends it: the first
// refused field, else the red alert. The busy submit button it was on is disabled while the
// request runs, and the focus fell to the page (found by an outside walk-through in seven forms).
const schema = z.object({ name: z.string(), email: z.string() });

function RefusedForm({ answer }: { answer: FormResult }) {
  const kit = useKitForm({ resolver: zodResolver(schema), defaultValues: { name: '', email: '' } });
  return (
    <FormShell form={kit.form} outcome={kit.outcome} onValid={async () => answer}>
      <TextField label="Name" {...kit.field('name')} />
      <TextField label="Email" {...kit.field('email')} />
      <button type="submit" disabled={kit.isSubmitting}>
        Send
      </button>
    </FormShell>
  );
}

describe('a form the server refused', () => {
  it('puts the keyboard on the first refused field', async () => {
    render(
      <RefusedForm
        answer={{
          violations: [
            { propertyPath: 'email', message: 'This value is not a valid email address.' },
            { propertyPath: 'name', message: 'This value is too short.' },
          ],
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('puts it on the red alert when no field was refused', async () => {
    render(<RefusedForm answer={{ alert: '403: current password is not correct' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toContain('current password is not correct');
  });
});
