import type { ReferralChannel } from '@gfj/contracts/seekers';

/** The two fixed hashtags every tweet carries (core 2). */
export const TWEET_HASHTAGS = ['#goodfoodjobs', '#foodjobs'] as const;

/** The job's address with the referral marker, so visits a share brings are counted per channel. */
export function withReferral(jobUrl: string, ref: ReferralChannel): string {
  const url = new URL(jobUrl);
  url.searchParams.set('ref', ref);
  return url.toString();
}

export function buildFacebookShareUrl(jobUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(withReferral(jobUrl, 'share-facebook'))}`;
}

export function buildTweetText(position: string, companyName: string): string {
  return `${position} at ${companyName} ${TWEET_HASHTAGS.join(' ')}`;
}

export function buildTwitterShareUrl(jobUrl: string, position: string, companyName: string): string {
  const params = new URLSearchParams({
    text: buildTweetText(position, companyName),
    url: withReferral(jobUrl, 'share-twitter'),
  });
  return `https://twitter.com/intent/tweet?${params.toString()}`;
}
