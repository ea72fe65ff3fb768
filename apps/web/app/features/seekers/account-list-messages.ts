import { isolate } from '../../lib/isolate.ts';

/**
 * What the favorites, saved-search and listings lists say after a change the server accepted: shown in the
 * list's live region, the same with JavaScript (announced) and without (the page's action answers
 * with it). A failure says nothing: the row is simply back (core 8). The name a visitor gave is
 * isolated (U+2068 … U+2069): its direction overrides cannot turn the sentence around it.
 */
export const ACCOUNT_LIST_MESSAGES = {
  favoriteDeleted: (position: string) => `“${isolate(position)}” was removed from your favorites.`,
  savedSearchDeleted: (name: string) => `The saved search “${isolate(name)}” was deleted.`,
  alertsOn: (name: string) => `Email alerts for “${isolate(name)}” are on.`,
  alertsOff: (name: string) => `Email alerts for “${isolate(name)}” are off.`,
  /** The poster dashboard's listings (decision 065). */
  listingDeleted: (title: string) => `The listing “${isolate(title)}” was deleted.`,
  listingFilled: (title: string) => `The listing “${isolate(title)}” is marked as filled.`,
  listingUnfilled: (title: string) => `The listing “${isolate(title)}” is marked as unfilled.`,
  /** A status change the server refused (with JavaScript too, as an alert). */
  listingNotUpdated: (title: string) =>
    `The listing “${isolate(title)}” could not be updated. Please try again.`,
};

/** What a list page's action answers to a form posted without JavaScript. */
export interface AccountListResult {
  /** The outcome to show, when the change was made. */
  notice?: string;
}
