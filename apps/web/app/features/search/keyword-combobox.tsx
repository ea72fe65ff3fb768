// Limits alone: the lookup lists would come with '@gfj/contracts/lookups' (the home page loads this).
import { LIMITS } from '@gfj/contracts/limits';
import { Search } from 'lucide';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import {
  type FetchSuggestions,
  fetchSuggestions as fetchFromApi,
  type Suggestion,
} from './autocomplete-client.ts';

export const AUTOCOMPLETE_DEBOUNCE_MS = 200;

const KIND_LABELS: Record<Suggestion['kind'], string> = {
  position: 'Job title',
  company: 'Employer',
  category: 'Category',
};

interface KeywordComboboxProps {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen (click or Enter on it): the bar searches for it. */
  onSelect: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  fetchSuggestions?: FetchSuggestions;
  disabled?: boolean;
  /** The input's id, for a box that has a fixed one (the home page's hero); otherwise a generated one. */
  inputId?: string;
}

/**
 * The keyword box with suggestions from 3 typed characters: an ARIA 1.2 combobox with a listbox
 * popup. Arrow keys move through the options (aria-activedescendant keeps focus in the input),
 * Enter picks the active one, Escape closes the list and, when it is already closed, clears the box.
 */
export function KeywordCombobox({
  value,
  onChange,
  onSelect,
  inputRef,
  fetchSuggestions = fetchFromApi,
  disabled = false,
  inputId,
}: KeywordComboboxProps) {
  const id = useId();
  const fieldId = inputId ?? `${id}-input`;
  const listboxId = `${id}-listbox`;
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Only typing asks for suggestions; a value set from outside (URL, choice) does not.
  const [query, setQuery] = useState<string | null>(null);
  const latestFetch = useRef(fetchSuggestions);
  latestFetch.current = fetchSuggestions;

  useEffect(() => {
    if (query === null || query.trim().length < LIMITS.autocompleteMin) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latestFetch
        .current(query, controller.signal)
        .then((found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        })
        .catch(() => {
          // A failed or aborted lookup just shows no suggestions.
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: Suggestion) => {
    setQuery(null);
    close();
    onChange(suggestion.value);
    onSelect(suggestion.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (isOpen ? (i + 1) % count : 0));
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (isOpen && i > 0 ? i - 1 : count - 1));
        return;
      case 'Enter': {
        const chosen = isOpen ? suggestions[active] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        } else {
          close();
        }
        return;
      }
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          setQuery(null);
          onChange('');
        }
        return;
      default:
    }
  };

  const expanded = isOpen && suggestions.length > 0;
  const activeId = expanded && active >= 0 ? `${id}-option-${active}` : undefined;

  return (
    <div className="keyword-combobox">
      <label htmlFor={fieldId} className="visually-hidden">
        Job title or keyword
      </label>
      <Icon icon={Search} aria-hidden="true" size={20} className="keyword-combobox__icon" />
      <input
        ref={inputRef}
        id={fieldId}
        name="keywords"
        type="text"
        role="combobox"
        className="keyword-combobox__input"
        placeholder="enter job title or keyword"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        value={value}
        disabled={disabled}
        maxLength={200}
        onChange={(event) => {
          onChange(event.target.value);
          setQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        className="keyword-combobox__list"
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={`${suggestion.kind}:${suggestion.value}`}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="keyword-combobox__option"
            // mousedown, not click: the input must not blur (and close the list) first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
            onMouseMove={() => setActive(index)}
          >
            <span className="keyword-combobox__value">{suggestion.value}</span>
            <span className="keyword-combobox__kind">{KIND_LABELS[suggestion.kind]}</span>
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? `${suggestions.length} suggestions, use the arrow keys to choose` : ''}
      </p>
    </div>
  );
}
