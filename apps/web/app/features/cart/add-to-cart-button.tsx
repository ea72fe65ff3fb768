import { CART_ERROR_TITLE, CART_INVALID_RESPONSE, shoppingCartSchema } from '@gfj/contracts/commerce';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import type { ApiError, BrowserApiClient } from '../../lib/api-client.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { useRequireUser } from '../auth/auth-modals.tsx';
import { type PendingPackagePick, takePendingPackagePick } from '../auth/pending-action.ts';
import { CartErrorModal } from './cart-error-modal.tsx';
import { GUEST_PACKAGE_COOKIE_NAME } from './guest-package.ts';

/** The messages the error modal shows (core 8: 422 violations; "code: message"; after "reason:"). */
export function cartErrorMessages(error: ApiError): string[] {
  const raw =
    error.violations.length > 0
      ? error.violations.map((v) => v.message)
      : [`${error.code}: ${error.message}`];
  return raw.map((m) => (m.includes('reason:') ? (m.split('reason:').pop() ?? m).trim() : m));
}

async function addToCart(api: BrowserApiClient, entityType: 'job' | 'job-package', entityId: number) {
  const opened = await api.request('/shopping-carts', {
    method: 'POST',
    json: {},
    schema: shoppingCartSchema,
  });
  if (!opened.ok) return opened;
  if (!opened.data) {
    return {
      ok: false as const,
      status: 0,
      data: null,
      error: { code: 0, message: CART_INVALID_RESPONSE, violations: [] },
    };
  }
  return api.request('/shopping-cart-items', {
    method: 'POST',
    json: { entity_type: entityType, entity_id: entityId, shopping_cart: opened.data['@id'] },
  });
}

const PACKAGE_COOKIE_MAX_AGE = 86_400;

function keepGuestPackage(packageId: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec names this cookie; the cart page reads and removes it on the server
  document.cookie = `${GUEST_PACKAGE_COOKIE_NAME}=${packageId}; Path=/; Max-Age=${PACKAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

function forgetGuestPackage(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's guest cookie, removed once the package is added
  document.cookie = `${GUEST_PACKAGE_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * ADD TO CART for a job or a package (core 2, 4): optional before/after hooks, a loading state,
 * an optional redirect; failures open the "Woops. Something went wrong!" modal. A guest gets the
 * sign-in modal in place, as for Favorite and Apply (decision 073); a guest's package is kept in
 * the guestLastSelectedJobPackage cookie and as the pending action, and once the page loads signed
 * in (sign-in and registration reload it) the button adds it, removes the cookie and goes on as a
 * member's click does. Closing the modal drops both. Given `action`, the button is a form's submit that posts
 * `intent=add-to-cart`, `entity_type` and `entity_id` to that page's action without JavaScript (or
 * before hydration), which does the same on the server (`addToCart` in cart.server.ts).
 */
export function AddToCartButton({
  entityType,
  entityId,
  label = 'ADD TO CART',
  action,
  redirectTo,
  beforeAdd,
  afterAdd,
  onError,
}: {
  entityType: 'job' | 'job-package';
  entityId: number;
  label?: string;
  /** The page whose action adds it without JavaScript. */
  action?: string;
  redirectTo?: string;
  beforeAdd?: () => boolean | Promise<boolean>;
  afterAdd?: () => void;
  onError?: (error: ApiError) => void;
}) {
  const api = useApiClient();
  const { userId } = useAppState();
  const requireUser = useRequireUser();
  const navigate = useNavigate();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [loading, setLoading] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);

  /** The guest's way (or a member's whose session ended elsewhere): sign in here, then it is added. */
  const askToSignIn = (signedOut?: boolean) => {
    if (entityType !== 'job-package') {
      requireUser(undefined, undefined, signedOut);
      return;
    }
    keepGuestPackage(entityId);
    const pick: PendingPackagePick = {
      kind: 'add-package',
      packageId: entityId,
      cookie: GUEST_PACKAGE_COOKIE_NAME,
    };
    requireUser(undefined, pick, signedOut);
  };

  const add = async () => {
    setLoading(true);
    const answer = await addToCart(api, entityType, entityId);
    setLoading(false);
    if (!answer.ok) {
      if (answer.status === 401) askToSignIn(true);
      else if (onError) onError(answer.error);
      else setMessages(cartErrorMessages(answer.error));
      return;
    }
    window.dispatchEvent(new Event('cart:updated'));
    afterAdd?.();
    if (redirectTo) navigate(redirectTo);
  };

  const click = async () => {
    if (loading) return;
    if (beforeAdd && !(await beforeAdd())) return;
    if (!userId) {
      askToSignIn();
      return;
    }
    await add();
  };

  // A guest's ADD TO CART, finished now that they are signed in (the page reloaded). The cookie
  // goes first: the cart page would otherwise add the package a second time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the signed-in page loads
  useEffect(() => {
    if (userId === null || entityType !== 'job-package' || !takePendingPackagePick(entityId)) return;
    forgetGuestPackage();
    buttonRef.current?.focus();
    void add();
  }, [userId, entityType, entityId]);

  const button = (
    <Button
      ref={buttonRef}
      variant="harvest"
      type={action ? 'submit' : 'button'}
      onClick={action ? undefined : click}
      // Busy, but still focusable (decision 068): the click is ignored meanwhile.
      aria-disabled={loading || undefined}
      aria-busy={loading}
    >
      {loading ? 'Adding…' : label}
    </Button>
  );
  return (
    <>
      {action ? (
        <form
          method="post"
          action={action}
          className="add-to-cart"
          onSubmit={(event) => {
            event.preventDefault();
            void click();
          }}
        >
          <input type="hidden" name="intent" value="add-to-cart" />
          <input type="hidden" name="entity_type" value={entityType} />
          <input type="hidden" name="entity_id" value={entityId} />
          {button}
        </form>
      ) : (
        button
      )}
      {messages.length > 0 ? (
        <CartErrorModal title={CART_ERROR_TITLE} messages={messages} onClose={() => setMessages([])} />
      ) : null}
    </>
  );
}
