import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchSuggestions, Suggestion } from './autocomplete-client.ts';
import { AUTOCOMPLETE_DEBOUNCE_MS, KeywordCombobox } from './keyword-combobox.tsx';

const SUGGESTIONS: Suggestion[] = [
  { value: 'Farm Manager', kind: 'position' },
  { value: 'Farmers Market Manager', kind: 'position' },
  { value: 'Wild Oat Farm Alliance', kind: 'company' },
];

function Harness({
  fetchSuggestions,
  onSelect,
}: {
  fetchSuggestions: FetchSuggestions;
  onSelect: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <KeywordCombobox
      value={value}
      onChange={setValue}
      onSelect={onSelect}
      fetchSuggestions={fetchSuggestions}
    />
  );
}

function setup() {
  const fetchSuggestions = vi.fn(async (_keywords: string, _signal: AbortSignal) => SUGGESTIONS);
  const onSelect = vi.fn();
  render(<Harness fetchSuggestions={fetchSuggestions} onSelect={onSelect} />);
  const input = screen.getByRole('combobox', { name: 'Job title or keyword' });
  return { input, fetchSuggestions, onSelect };
}

async function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
  });
}

describe('KeywordCombobox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for suggestions only from 3 typed characters, once typing pauses', async () => {
    const { input, fetchSuggestions } = setup();
    expect(input.getAttribute('placeholder')).toBe('enter job title or keyword');
    await type(input, 'fa');
    expect(fetchSuggestions).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(input, { target: { value: 'far' } });
    fireEvent.change(input, { target: { value: 'farm' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    });
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]?.[0]).toBe('farm');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Farm ManagerJob title',
      'Farmers Market ManagerJob title',
      'Wild Oat Farm AllianceEmployer',
    ]);
  });

  it('moves through the options with the arrow keys via aria-activedescendant and picks one with Enter', async () => {
    const { input, onSelect } = setup();
    await type(input, 'farm');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);

    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(false); // default prevented: the form does not submit the half-typed text
    expect(onSelect).toHaveBeenCalledWith('Wild Oat Farm Alliance');
    expect((input as HTMLInputElement).value).toBe('Wild Oat Farm Alliance');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('lets Enter submit the typed words when no option is active', async () => {
    const { input, onSelect } = setup();
    await type(input, 'farm');
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(true);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes the list with Escape, then clears the box with a second Escape', async () => {
    const { input } = setup();
    await type(input, 'farm');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('farm');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('picks an option with the mouse', async () => {
    const { input, onSelect } = setup();
    await type(input, 'farm');
    fireEvent.mouseDown(screen.getByRole('option', { name: /Farmers Market Manager/ }));
    expect(onSelect).toHaveBeenCalledWith('Farmers Market Manager');
  });
});
