import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormShell } from './form-shell.tsx';
import { TypedTwiceFields } from './typed-twice-fields.tsx';
import { type KitFormResult, useKitForm } from './use-kit-form.ts';

const MISMATCH = 'The two values do not match.';
const schema = z
  .object({ email: z.string(), password: z.string().min(6, 'Too short.'), password_confirm: z.string() })
  .refine((values) => values.password === values.password_confirm, {
    path: ['password_confirm'],
    message: MISMATCH,
  });

/** A small form of the kit: an email, and a new password typed twice. */
function KitForm({
  result,
  look,
  onSaved,
}: {
  result?: KitFormResult;
  look?: 'account-form';
  onSaved?: () => void;
}) {
  const kit = useKitForm({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', password_confirm: '' },
    result,
  });
  const save = async () => {
    onSaved?.();
    return { success: 'Saved.' };
  };
  return (
    <FormShell form={kit.form} outcome={kit.outcome} className={look} onValid={save}>
      <input aria-label="Email" {...kit.field('email')} />
      <TypedTwiceFields
        field={kit.field}
        name="password"
        type="password"
        labels={['Password', 'Confirm password']}
        hint="At least 6 characters."
      />
      <button type="submit" disabled={kit.isSubmitting}>
        Save
      </button>
    </FormShell>
  );
}

/** The texts a control's aria-describedby points at. */
function descriptions(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(no element #${id})`);
}

describe('the form kit', () => {
  it('types a new password twice: same type, autocomplete new-password, the hint on the first only', () => {
    render(<KitForm />);
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm password');
    for (const input of [password, confirm]) {
      expect(input.getAttribute('type')).toBe('password');
      expect(input.getAttribute('autocomplete')).toBe('new-password');
    }
    expect(password.getAttribute('name')).toBe('password');
    expect(confirm.getAttribute('name')).toBe('password_confirm');
    expect(descriptions(password)).toEqual(['At least 6 characters.']);
    expect(descriptions(confirm)).toEqual([]);
  });

  it("shows the schema's message on the confirmation as it is typed, and takes it away when it matches", async () => {
    const user = userEvent.setup();
    render(<KitForm />);
    await user.type(screen.getByLabelText('Password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-two');
    const confirm = screen.getByLabelText('Confirm password');
    expect(descriptions(confirm)).toEqual([MISMATCH]);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    await user.clear(confirm);
    await user.type(confirm, 'secret-one');
    expect(descriptions(confirm)).toEqual([]);
    expect(confirm.getAttribute('aria-invalid')).toBeNull();
  });

  it("puts a page action's violation on its field in the server-rendered page", () => {
    const html = renderToString(
      <KitForm
        look="account-form"
        result={{ violations: [{ propertyPath: 'password', message: 'Too short.' }] }}
      />,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const password = page.querySelector('input[name="password"]')!;
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(page.querySelector('.field__error')?.textContent).toBe('Too short.');
    expect(page.querySelector('form')?.className).toBe('account-form');
  });

  it('shows the success onValid returns above the fields, and no failure', async () => {
    const user = userEvent.setup();
    let saved = 0;
    render(<KitForm onSaved={() => saved++} />);
    await user.type(screen.getByLabelText('Password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-one');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = (await screen.findByText('Saved.')).closest('.alert')!;
    expect(alert.getAttribute('data-tone')).toBe('success');
    expect(alert.closest('form')?.className).toBe('auth-form');
    expect(alert.compareDocumentPosition(screen.getByLabelText('Email'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saved).toBe(1);
  });

  it('shows what a page action gave back after a refusal, in the server HTML and after rendering', async () => {
    const result = {
      violations: [{ propertyPath: 'email', message: 'Invalid email' }],
      values: { email: 'ann@example' },
    };
    const html = renderToString(<KitForm result={result} />);
    expect(html).toMatch(/<input aria-label="Email"[^>]*value="ann@example"/);
    // Never a password: only what the action gave back is filled in.
    expect(html).not.toMatch(/type="password"[^>]*value="[^"]/);
    render(<KitForm result={result} />);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example');
  });
});
