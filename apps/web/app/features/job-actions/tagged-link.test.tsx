import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaggedJobLink } from './tagged-link.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TaggedJobLink (core 2, 7: tagged job link)', () => {
  it('posts the click record (token, job, tag), then follows the link', async () => {
    let finishPost: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (finishPost = resolve)));
    vi.stubGlobal('fetch', fetch);
    const navigate = vi.fn();
    render(
      <TaggedJobLink jobId={42} tag="apply-online" href="https://farm.example/apply" navigate={navigate}>
        Apply on farm.example
      </TaggedJobLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Apply on farm.example' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/job-link-clicks$/);
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      token: '',
      job: '42',
      tag: 'apply-online',
    });
    // Not before the click is recorded.
    expect(navigate).not.toHaveBeenCalled();
    finishPost(new Response(null, { status: 201 }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://farm.example/apply'));
  });

  it('still follows the link when recording fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const navigate = vi.fn();
    render(
      <TaggedJobLink jobId={42} tag="company-website" href="https://farm.example/" navigate={navigate}>
        Visit
      </TaggedJobLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Visit' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://farm.example/'));
  });
});
