// The two seeker texts the job page itself shows, in a module of their own: the job page's
// first-load JavaScript carries these, not every seeker message (docs/decisions/011).

/** Shown on the job page after emailing a friend from it (core 8). */
export const SHARE_SENT = 'Your message has been sent. Thanks for sharing';

/** Shown on the job page once the signed-in user has applied through the site. */
export const appliedOn = (date: string) => `You applied on ${date}.`;

/** The same for a business for sale, whose buyers inquire (decision 073). */
export const inquiredOn = (date: string) => `You inquired on ${date}.`;
