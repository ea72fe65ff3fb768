import { describe, expect, it } from 'vitest';
import { buildDescriptionPreview, htmlToText, sanitizeDescription } from './sanitize-description.ts';
import { XSS_PAYLOADS as PAYLOADS } from './xss-payloads.ts';

describe('sanitizeDescription', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitizeDescription(`<p>Hello</p>${payload}`);
    expect(clean).not.toMatch(/<script|<img|<svg|<iframe|<object|<form|<style|<base|<meta|<details/i);
    expect(clean).not.toMatch(/\son[a-z]+=/i);
    expect(clean).not.toMatch(/javascript:|data:text/i);
    expect(clean).not.toMatch(/style=/i);
  });

  it('keeps the editor formatting and makes links safe', () => {
    const clean = sanitizeDescription(
      '<h2>Role</h2><p><strong>Grow</strong> <em>food</em></p><ul><li>one</li></ul><a href="https://farm.example">site</a>',
    );
    expect(clean).toBe(
      '<h2>Role</h2><p><strong>Grow</strong> <em>food</em></p><ul><li>one</li></ul><a href="https://farm.example" target="_blank" rel="nofollow noopener noreferrer">site</a>',
    );
  });

  it('treats empty input as an empty description', () => {
    expect(sanitizeDescription(null)).toBe('');
  });
});

describe('description preview', () => {
  it('is plain text with entities decoded and whitespace collapsed', () => {
    expect(htmlToText('<p>Bread &amp; butter</p><p>daily</p>')).toBe('Bread & butter daily');
  });

  it('cuts long text near 200 characters at a word boundary', () => {
    const preview = buildDescriptionPreview(`<p>${'harvest '.repeat(60)}</p>`);
    expect(preview.length).toBeLessThanOrEqual(201);
    expect(preview.endsWith('harvest…')).toBe(true);
  });
});
