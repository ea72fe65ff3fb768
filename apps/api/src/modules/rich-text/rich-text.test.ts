import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

// Stored-XSS payloads (quality bars): none may survive in staff-written content either.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="//evil.example/x">protocol-relative</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<figure onmouseover="alert(1)"><figcaption>x</figcaption></figure>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<base href="javascript:alert(1)//">',
];

describe('sanitizeRichText', () => {
  it('drops control characters and noncharacters, which XML (the feeds) cannot carry', () => {
    for (const profile of ['description', 'content'] as const) {
      expect(
        sanitizeRichText('<p>Bell\u0007 and\u0008 back\uFFFE\uFFFF</p>\n<p>tab\tkept</p>', profile),
      ).toBe('<p>Bell and back</p>\n<p>tab\tkept</p>');
    }
  });

  it('drops direction overrides, typed or written as entities: one reversed the rest of the listing', () => {
    for (const profile of ['description', 'content'] as const) {
      expect(sanitizeRichText('<p>\u202Ekooc &#x202E;evil&#8238; \u2066crew\u2069</p>', profile)).toBe(
        '<p>kooc evil crew</p>',
      );
    }
  });
});

describe('sanitizeRichText, content profile', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitizeRichText(`<p>Hello</p>${payload}`, 'content');
    expect(clean).not.toMatch(/<script|<svg|<iframe|<object|<form|<style|<base/i);
    expect(clean).not.toMatch(/\son[a-z]+=/i);
    expect(clean).not.toMatch(/javascript:|data:/i);
    expect(clean).not.toMatch(/style=|href="\/\//i);
  });

  it('keeps images and figures, and links within the site in the tab', () => {
    expect(
      sanitizeRichText(
        '<figure><img src="/demo/x.svg" alt="A farm"><figcaption>Rows</figcaption></figure><a href="/faq" target="_blank">FAQ</a> <a href="https://example.org">out</a>',
        'content',
      ),
    ).toBe(
      '<figure><img src="/demo/x.svg" alt="A farm" loading="lazy" /><figcaption>Rows</figcaption></figure><a href="/faq">FAQ</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">out</a>',
    );
  });
});
