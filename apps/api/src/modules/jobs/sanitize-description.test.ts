import { describe, expect, it } from 'vitest';
import { buildDescriptionPreview, htmlToText, sanitizeDescription } from './sanitize-description.ts';

// Classic stored-XSS payloads: none may survive in anything the browser would execute.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<p onclick="alert(1)">click</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '"><script>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '<details open ontoggle=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];

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
