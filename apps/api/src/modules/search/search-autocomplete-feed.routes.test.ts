import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { invalidateSearchSuggestions } from './search.autocomplete.ts';

const sax = createRequire(import.meta.url)('sax') as {
  parser(strict: boolean): { onerror: (e: Error) => void; write(xml: string): { close(): void } };
};

/** Throws when the document is not well-formed XML. */
function parseXml(xml: string): void {
  const parser = sax.parser(true);
  parser.onerror = (error) => {
    throw error;
  };
  parser.write(xml).close();
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://jobs.example.org' } });
  await buildJob(t.db, { position: 'Cheesemonger Apprentice', companyName: 'Murray Creamery' });
  await buildJob(t.db, { position: 'Head Cheesemaker', companyName: 'Jasper Hill Farm' });
  await buildJob(t.db, { position: 'Cheesemonger Lead', status: 'draft' });
  await buildJob(t.db, {
    position: 'Orchard Picker & <Packer>',
    companyName: 'Apple "Tree" Co',
    categoryIds: [1],
  });
});
afterAll(async () => {
  await t?.close();
});

async function suggest(keywords: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/jobs/search/autocomplete?keywords=${encodeURIComponent(keywords)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    '@type': string;
    totalItems: number;
    member: { '@type': string; value: string; kind: string }[];
  };
}

describe('GET /api/jobs/search/autocomplete', () => {
  it('suggests positions, companies and categories despite a typo', async () => {
    const typo = await suggest('chesemonger');
    expect(typo['@type']).toBe('Collection');
    expect(typo.member).toContainEqual({
      '@type': 'Suggestion',
      value: 'Cheesemonger Apprentice',
      kind: 'position',
    });
    // Draft jobs are not public, so their positions are never suggested.
    expect(typo.member.map((m) => m.value)).not.toContain('Cheesemonger Lead');
    expect((await suggest('jaspr hill')).member).toContainEqual({
      '@type': 'Suggestion',
      value: 'Jasper Hill Farm',
      kind: 'company',
    });
    expect((await suggest('Culinery')).member).toContainEqual({
      '@type': 'Suggestion',
      value: 'Culinary',
      kind: 'category',
    });
  });

  it('puts word-prefix matches first and picks up new jobs once invalidated', async () => {
    const cheese = await suggest('chee');
    const values = cheese.member.map((m) => m.value);
    expect(values[0]).toBe('Cheesemonger Apprentice');
    expect(values.indexOf('Head Cheesemaker')).toBeGreaterThan(0);
    await buildJob(t.db, { position: 'Mushroom Forager' });
    invalidateSearchSuggestions(t.db);
    expect((await suggest('mushrom')).member.map((m) => m.value)).toContain('Mushroom Forager');
  });

  it('reuses an answer, whatever its case, until the suggestions are rebuilt', async () => {
    await buildJob(t.db, { position: 'Zqauto Forager' });
    invalidateSearchSuggestions(t.db);
    const values = async (typed: string) => (await suggest(typed)).member.map((m) => m.value);
    expect(await values('zqauto')).toEqual(['Zqauto Forager']);
    await buildJob(t.db, { position: 'Zqauto Gleaner' });
    // The suggestions table has not been rebuilt yet, so the answer stands (a hint may lag a minute).
    expect(await values('ZQAUTO')).toEqual(['Zqauto Forager']);
    invalidateSearchSuggestions(t.db);
    expect(await values('Zqauto')).toEqual(['Zqauto Forager', 'Zqauto Gleaner']);
  });

  it('answers an empty list under 3 characters', async () => {
    const short = await suggest('ch');
    expect([short.totalItems, short.member]).toEqual([0, []]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/jobs/search/autocomplete' });
    expect(missing.json().member).toEqual([]);
  });
});

describe('GET /api/jobs/search/feed', () => {
  it('serves RSS 2.0 by default with the newest results and absolute job links', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/search/feed?keywords=cheesemonger&categories[]=1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    parseXml(res.body);
    expect(res.body).toContain('<rss version="2.0"');
    expect(res.body.match(/<item>/g)).toHaveLength(1);
    expect(res.body).toMatch(
      /<link>https:\/\/jobs\.example\.org\/jobs\/\d+\/cheesemonger-apprentice<\/link>/,
    );
    // The guid is the job page's address, and says so.
    expect(res.body).toMatch(
      /<guid isPermaLink="true">https:\/\/jobs\.example\.org\/jobs\/\d+\/cheesemonger-apprentice<\/guid>/,
    );
    expect(res.body).toContain('<title>Good Food Jobs: Jobs matching "cheesemonger"</title>');
  });

  it('gives an empty feed the time of the request, not 1970, and names remote and outside-the-US searches', async () => {
    const before = Date.now();
    const remote = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/search/feed?format=atom&anywhere=1&keywords=zzzunmatchablezzz',
    });
    parseXml(remote.body);
    expect(remote.body).toContain('<title>Good Food Jobs: Remote jobs matching "zzzunmatchablezzz"</title>');
    expect(remote.body).not.toContain('<entry>');
    const updated = /<feed[\s\S]*?<updated>([^<]+)<\/updated>/.exec(remote.body)?.[1] ?? '';
    expect(Date.parse(updated)).toBeGreaterThanOrEqual(before - 1000);
    expect(remote.body).not.toContain('1970');
    expect(remote.body).toMatch(
      /<author>\s*<name>Good Food Jobs<\/name>\s*<uri>https:\/\/jobs\.example\.org\/<\/uri>\s*<\/author>/,
    );
    const outside = await t.app.inject({ method: 'GET', url: '/api/jobs/search/feed?outside=1' });
    expect(outside.body).toContain('<title>Good Food Jobs: Jobs outside the US</title>');
  });

  it('serves Atom on request, escaping markup in titles', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs/search/feed?format=atom' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/atom+xml');
    parseXml(res.body);
    expect(res.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/jobs/search' })).json().totalItems;
    expect(listed).toBeGreaterThanOrEqual(3);
    expect(res.body.match(/<entry>/g)?.length).toBe(listed);
    expect(res.body).not.toContain('<Packer>');
    expect(res.body).toContain('Orchard Picker &#38; &#60;Packer&#62;');
    expect(res.body).toMatch(
      /<entry>\s*<title[^>]*>[\s\S]*?<\/title>\s*<id>https:\/\/jobs\.example\.org\/jobs\/\d+\//,
    );
  });
  it('stays well-formed XML when a stored title or the keywords hold characters XML cannot carry', async () => {
    // Rows stored before titles dropped them (or written around the API).
    await buildJob(t.db, { position: 'Whey\u0008 Maker\uFFFE', companyName: 'Ctl\u000BCreamery' });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: none of them may be left.
    const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
    for (const format of ['rss', 'atom']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/jobs/search/feed?format=${format}&keywords=${encodeURIComponent('whey \uFFFF\u0007')}`,
      });
      expect(res.statusCode, format).toBe(200);
      expect(res.body, format).not.toMatch(notXml);
      parseXml(res.body);
      expect(res.body, format).toContain('Whey Maker at CtlCreamery');
      expect(res.body, format).toMatch(/Jobs matching ("|&quot;)whey ("|&quot;)/);
    }
  });
});
