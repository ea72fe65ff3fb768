// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readForm, safeRedirect, TEXT_FORM_MAX_BYTES } from './form-actions.server.ts';

const SITE = 'https://goodfoodjobs.example';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/account/seekers?page=2#top')).toBe('/account/seekers?page=2#top');
    expect(safeRedirect('/search?keywords=goat%20cheese')).toBe('/search?keywords=goat%20cheese');
  });

  it('leads a data request address to the page it belongs to', () => {
    expect(safeRedirect('/account/posters/jobpackages.data?_routes=routes%2Faccount-job-packages')).toBe(
      '/account/posters/jobpackages',
    );
    expect(safeRedirect('/account/seekers.data?_routes=root%2Croutes%2Faccount-seekers&page=2')).toBe(
      '/account/seekers?page=2',
    );
    expect(safeRedirect('/_.data?_routes=root')).toBe('/');
    expect(safeRedirect('/search?keywords=goat%20cheese&page=2')).toBe(
      '/search?keywords=goat%20cheese&page=2',
    );
  });

  it('sends everything that would leave the site to the home page', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/../..//evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(target), JSON.stringify(target)).toBe('/');
    }
  });

  it('answers something any header can carry for line breaks and non-ASCII (was a 500)', () => {
    expect(safeRedirect('/a\r\nSet-Cookie: x=1')).toBe('/aSet-Cookie:%20x=1');
    expect(safeRedirect('/café')).toBe('/caf%C3%A9');
  });

  it('never points a browser at another host, whatever it is given', () => {
    const target = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'binary' }).map((s) => `/${s}`),
      fc
        .tuple(
          fc.constantFrom('/', '//', '/\\', '\\', '/\t/', '/%09/', '/..//'),
          fc.string({ unit: 'binary' }),
        )
        .map(([a, b]) => `${a}${b}`),
    );
    fc.assert(
      fc.property(target, (value) => {
        const result = safeRedirect(value);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result).toMatch(/^[\x21-\x7e]+$/);
        // How a browser reads the Location header: relative to the page, staying on its site.
        expect(new URL(result, SITE).origin).toBe(SITE);
      }),
      { numRuns: 2000 },
    );
    // 2,000 cases took 4.2 s on a busy machine (and once over 5 s, the default): room to spare.
  }, 20_000);
});

describe('readForm', () => {
  const post = (body: string, contentType: string) =>
    new Request('https://goodfoodjobs.example/contact', {
      method: 'POST',
      body,
      headers: { 'content-type': contentType },
    });

  it('reads a form as strings', async () => {
    expect(
      await readForm(post('name=Ana&email=ana%40example.com', 'application/x-www-form-urlencoded')),
    ).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
    });
  });

  it('refuses with 400 what is not a form, instead of failing (was a 500)', async () => {
    for (const [body, type] of [
      ['{"name":"x"}', 'application/json'],
      ['name=x', 'text/plain'],
      ['--zz\r\nbroken', 'multipart/form-data; boundary=zz'],
    ]) {
      const refusal = await readForm(post(body as string, type as string)).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      // What an action throws with `data(null, { status })`: React Router answers with that status.
      expect(refusal, type).toMatchObject({ type: 'DataWithResponseInit', init: { status: 400 } });
    }
  });

  it('refuses with 413, unread, a body over the text forms limit, declared or not', async () => {
    const big = `name=${'x'.repeat(TEXT_FORM_MAX_BYTES)}`;
    const declared = post(big, 'application/x-www-form-urlencoded');
    // Streamed with no length: counted while read, and dropped at the limit.
    let pulled = 0;
    const streamed = new Request('https://goodfoodjobs.example/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          // 64 KB chunks without end: only a reader that stops can finish.
          controller.enqueue(new TextEncoder().encode('x'.repeat(65_536)));
        },
      }),
    } as RequestInit);
    for (const request of [declared, streamed]) {
      const refusal = await readForm(request).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(refusal).toMatchObject({ type: 'DataWithResponseInit', init: { status: 413 } });
    }
    expect(pulled).toBeLessThan(TEXT_FORM_MAX_BYTES / 65_536 + 4);
    // At the limit it is read.
    expect(await readForm(post(`name=${'x'.repeat(1000)}`, 'application/x-www-form-urlencoded'))).toEqual({
      name: 'x'.repeat(1000),
    });
  });
});
