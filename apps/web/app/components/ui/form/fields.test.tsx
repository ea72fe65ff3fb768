import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields.tsx';

/** The ids named by a control's aria-describedby, as the texts they point at. */
function descriptions(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(no element #${id})`);
}

describe('form fields', () => {
  it('ties a text field to its label, hint and message, and marks it invalid only with a message', () => {
    const { rerender } = render(<TextField label="Job title" hint="As it will be shown" name="title" />);
    const input = screen.getByRole('textbox', { name: 'Job title' });
    expect(input.getAttribute('name')).toBe('title');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(descriptions(input)).toEqual(['As it will be shown']);

    rerender(
      <TextField label="Job title" hint="As it will be shown" name="title" error="This value is too long." />,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(input)).toEqual(['As it will be shown', 'This value is too long.']);
    expect(input.closest('.field')?.getAttribute('data-invalid')).toBe('true');
  });

  it('describes nothing when there is neither hint nor message, and keeps a given id and class', () => {
    render(<TextAreaField label="Description" id="description" className="field--wide" />);
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea.id).toBe('description');
    expect(textarea.getAttribute('rows')).toBe('5');
    expect(textarea.getAttribute('aria-describedby')).toBeNull();
    expect(textarea.closest('.field')?.className).toBe('field field--wide');
  });

  it('gives a select its label and message', () => {
    render(
      <SelectField label="Type" error="Please choose a type." name="type">
        <option value="">Choose</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select.getAttribute('name')).toBe('type');
    expect(descriptions(select)).toEqual(['Please choose a type.']);
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('puts a checkbox inside its label, with its message, and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<CheckboxField ref={ref} label="I agree to the terms" name="terms" error="You must agree." />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(ref.current).toBe(box);
    expect(box.closest('label')?.className).toBe('checkbox');
    expect(descriptions(box)).toEqual(['You must agree.']);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});
