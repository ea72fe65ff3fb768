import { describe, expect, it } from 'vitest';
import { oneLine, searchText, withoutDirectionControls } from './plain-text.ts';

describe('one-line text', () => {
  it('a posted line drops invisible characters and keeps the word whole', () => {
    expect(oneLine('cider\u0000maker\u202E')).toBe('cidermaker');
    expect(oneLine('Farm\thand\r\non the\u2028coast')).toBe('Farm hand on the coast');
  });

  it('a search reads each control or direction character as a space, as the search page shows it back', () => {
    expect(searchText('farm\u0000land')).toBe('farm land');
    expect(searchText('goat\tcheese\u0085')).toBe('goat cheese ');
    expect(searchText('café\u202Eok\u2066')).toBe('café ok ');
  });
});

describe('direction controls', () => {
  it('are dropped from longer text, its lines kept', () => {
    expect(withoutDirectionControls('\u202Eevil \u{1F345}\nsecond \u2066line\u2069')).toBe(
      'evil \u{1F345}\nsecond line',
    );
  });
});
