import { describe, expect, it } from 'vitest';
import { FILTERED, scrubReport, scrubText } from './report-scrubbing.ts';

describe('scrubText', () => {
  it('removes emails, bearer credentials, secret parameters and random tokens', () => {
    expect(scrubText('mail june@goodfoodjobs.local failed')).toBe(`mail ${FILTERED} failed`);
    expect(scrubText('Authorization: Bearer eyJhbGciOi.eyJzdWIi.sig-123')).toBe(
      `Authorization: Bearer ${FILTERED}`,
    );
    expect(scrubText('/api/token/refresh?refresh_token=abc&page=2')).toBe(
      `/api/token/refresh?refresh_token=${FILTERED}&page=2`,
    );
    expect(scrubText('GET /reset-password/Zq3kT9xW2mB7vN4pL8rY1cF6')).toBe(`GET /reset-password/${FILTERED}`);
  });

  it('filters secret fields inside JSON text', () => {
    expect(scrubText('{"email":"a@b.org","new_password":"x\\"y","page":2}')).toBe(
      `{"email":"${FILTERED}","new_password":"${FILTERED}","page":2}`,
    );
  });

  it('keeps slugs, words and short ids', () => {
    const text = 'GET /jobs/42/organic-vegetable-farm-manager-apprenticeship?page=2';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubReport', () => {
  it('drops cookies, bodies and personal user fields, filters secret keys deeply, keeps code locations', () => {
    const event = {
      message: 'sign-in failed for june@goodfoodjobs.local',
      user: { id: 5, email: 'june@goodfoodjobs.local', ip_address: '203.0.113.9', username: 'june' },
      request: {
        url: 'https://example.org/api/login/check?token=secret-value',
        cookies: { refresh_token: 'r' },
        headers: { Cookie: 'a=b', Authorization: 'Bearer x', 'User-Agent': 'test' },
        extra: {
          form: { email: 'june@goodfoodjobs.local', password: 'hunter22', nested: { _token: 'csrf' } },
        },
        data: { email: 'june@goodfoodjobs.local', password: 'hunter22', nested: { _token: 'csrf' } },
      },
      exception: {
        values: [
          { type: 'Error', stacktrace: { frames: [{ filename: '/app/Abcdefghij1234567890Xyz.js' }] } },
        ],
      },
    };
    const scrubbed = scrubReport(event);
    expect(scrubbed.user).toEqual({ id: 5 });
    expect(scrubbed.request).not.toHaveProperty('cookies');
    expect(scrubbed.request.headers).toEqual({
      Cookie: FILTERED,
      Authorization: FILTERED,
      'User-Agent': 'test',
    });
    expect(scrubbed.request).not.toHaveProperty('data');
    expect(scrubbed.request.url).toBe(`https://example.org/api/login/check?token=${FILTERED}`);
    expect((scrubbed.request as { extra: unknown }).extra).toEqual({
      form: { email: FILTERED, password: FILTERED, nested: { _token: FILTERED } },
    });
    expect(scrubbed.message).toBe(`sign-in failed for ${FILTERED}`);
    expect(scrubbed.exception.values[0]?.stacktrace.frames[0]?.filename).toBe(
      '/app/Abcdefghij1234567890Xyz.js',
    );
    // The original is left alone.
    expect(event.user.email).toBe('june@goodfoodjobs.local');
  });
});
