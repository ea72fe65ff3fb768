import { SEEKER_MESSAGES } from '@gfj/contracts';
import { escapeHtml } from '../../http/escape-html.ts';

/** The page a person sees after following an alert's unsubscribe link (no script, no styles needed). */
export function renderUnsubscribedPage(publicUrl: string, searchName: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribed - Good Food Jobs</title></head><body style="font-family:Georgia,serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#222"><h1>You are unsubscribed</h1><p>${escapeHtml(SEEKER_MESSAGES.unsubscribed)}</p><p>Search: <strong>${escapeHtml(searchName)}</strong></p><p>You can turn the alert back on in <a href="${escapeHtml(publicUrl)}/account/seekers/saved-searches">your saved searches</a>.</p></body></html>`;
}
