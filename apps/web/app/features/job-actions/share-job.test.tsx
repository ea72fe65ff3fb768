import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareJob } from './share-job.tsx';
import { buildTweetText, TWEET_HASHTAGS, withReferral } from './share-links.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShareJob (core 2, 7)', () => {
  it('links carry the referral marker, the tweet its two hashtags', () => {
    render(
      <ShareJob
        jobId={42}
        jobUrl="https://gfj.example/jobs/42/farm-hand"
        position="Farm hand"
        companyName="Hollow Creek"
      />,
    );
    const facebook = new URL(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href') ?? '');
    expect(facebook.searchParams.get('u')).toBe('https://gfj.example/jobs/42/farm-hand?ref=share-facebook');
    const twitter = new URL(screen.getByRole('link', { name: /Twitter/ }).getAttribute('href') ?? '');
    expect(twitter.searchParams.get('text')).toBe('Farm hand at Hollow Creek #goodfoodjobs #foodjobs');
    expect(twitter.searchParams.get('url')).toBe('https://gfj.example/jobs/42/farm-hand?ref=share-twitter');
    expect(TWEET_HASHTAGS).toHaveLength(2);
    expect(buildTweetText('A', 'B')).toMatch(/#goodfoodjobs #foodjobs$/);
    expect(withReferral('https://gfj.example/jobs/1/x?ref=old', 'share-email')).toBe(
      'https://gfj.example/jobs/1/x?ref=share-email',
    );
  });

  it('records a share tracking post for each share link, and for any link carrying job and subject', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const { container } = render(
      <>
        <ShareJob
          jobId={42}
          jobUrl="https://gfj.example/jobs/42/farm-hand"
          position="Farm hand"
          companyName="Hollow Creek"
        />
        <a href="#elsewhere" data-job="7" data-subject="share-email">
          elsewhere
        </a>
      </>,
    );
    // Keep the test page where it is: the share windows are not the point. On the rendered
    // container, which goes with the test: on `document` it outlived the file and, the DOM being
    // shared by the files of a worker (isolate: false), cancelled every later file's submit clicks.
    container.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(screen.getByRole('link', { name: /Twitter/ }));
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const bodies = fetch.mock.calls.map((call) => {
      const [url, init] = call as unknown as [string, RequestInit];
      expect(url).toMatch(/\/job-share-trackings$/);
      return Object.fromEntries(new URLSearchParams(String(init.body)));
    });
    expect(bodies).toEqual([
      { _token: '', job: '42', subject: 'share-twitter' },
      { _token: '', job: '7', subject: 'share-email' },
    ]);
  });
});
