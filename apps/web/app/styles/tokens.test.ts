import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');
const tokens = Object.fromEntries(
  [...css.matchAll(/--(color-[a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]] as [string, string]),
);

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Every text-on-background pair the stylesheets use (brand.md: check every pair for WCAG AA).
const TEXT_PAIRS: [string, string][] = [
  ['color-ink', 'color-bg'],
  ['color-ink', 'color-surface'],
  ['color-ink', 'color-surface-muted'],
  ['color-ink-muted', 'color-bg'],
  ['color-ink-muted', 'color-surface'],
  ['color-ink-muted', 'color-surface-muted'],
  ['color-primary', 'color-bg'],
  ['color-primary', 'color-surface'],
  ['color-primary-ink', 'color-primary'],
  ['color-primary-ink', 'color-primary-hover'],
  ['color-primary-hover', 'color-primary-soft'],
  ['color-soil', 'color-bg'],
  ['color-soil', 'color-surface'],
  ['color-soil', 'color-soil-soft'],
  ['color-harvest-ink', 'color-harvest'],
  ['color-danger', 'color-danger-soft'],
  ['color-danger', 'color-surface'],
  ['color-info', 'color-surface'],
  ['color-harvest', 'color-ink'],
];

describe('colour tokens', () => {
  it.each(TEXT_PAIRS)('%s on %s meets WCAG AA for body text (4.5:1)', (fg, bg) => {
    expect(tokens[fg], fg).toBeDefined();
    expect(tokens[bg], bg).toBeDefined();
    expect(contrast(tokens[fg] as string, tokens[bg] as string)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring stands out from the page (3:1 for non-text)', () => {
    expect(contrast(tokens['color-focus'] as string, tokens['color-bg'] as string)).toBeGreaterThanOrEqual(3);
  });
});
