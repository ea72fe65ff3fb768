import type { ApiError } from '../../lib/api-client.ts';

/** The dashboard form's `intent` for Post again (decision 061), read by the page's action. */
export const POST_AGAIN_INTENT = 'post-again';
/** The dashboard's Pay in your cart: the listing back in the cart if it left it, then the cart. */
export const PAY_IN_CART_INTENT = 'pay-in-cart';

/** Where a copy just made opens: the posting form, with its notice (`copy=1`). */
export const copiedDraftPath = (id: number) => `/post/${id}?copy=1`;

/**
 * What the poster is told when Post again fails: the API's own words when the listing cannot be
 * copied (409) or too many were (429), else a plain retry sentence.
 */
export function postAgainFailure(title?: string, error?: Pick<ApiError, 'code' | 'message'>): string {
  if (error && (error.code === 409 || error.code === 429)) return error.message;
  return title
    ? `The listing “${title}” could not be posted again. Please try again.`
    : 'The listing could not be posted again. Please try again.';
}
