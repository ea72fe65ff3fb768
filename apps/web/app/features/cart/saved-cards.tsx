import type { StripePaymentMethod } from '@gfj/contracts/commerce';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { formatApiError } from '../../lib/api-client.ts';
import { isolate } from '../../lib/isolate.ts';
import { useApiClient } from '../auth/app-state.tsx';
import { describeCard } from './saved-card-label.ts';

/** The form a card's Remove posts without JavaScript (`intent`, and the card's id as `card`). */
export const REMOVE_CARD_INTENT = 'remove-card';

/** What the page's action answers to a Remove posted without JavaScript. */
export interface SavedCardsResult {
  success?: string;
  alert?: string;
}

/** What the list says once a card is gone, the same with and without JavaScript. */
export const cardRemoved = (card: StripePaymentMethod) => `${describeCard(card)}: removed.`;

/**
 * The cards the user saved at checkout ("Save this card for next time"), each with Remove
 * (DELETE /api/stripe-payment-methods/{id}). Cards are added at checkout, where one is needed.
 * Until hydration (and without JavaScript) each Remove is a form posting to the page's action,
 * which makes the same DELETE; `result` is its answer.
 */
export function SavedCards({ cards, result }: { cards: StripePaymentMethod[]; result?: SavedCardsResult }) {
  const api = useApiClient();
  const isHydrated = useHydrated();
  const [list, setList] = useState(cards);
  const [error, setError] = useState<string | null>(result?.alert ?? null);
  const [removed, setRemoved] = useState<string | null>(result?.success ?? null);
  const remove = async (card: StripePaymentMethod) => {
    setError(null);
    const answer = await api.request(`/stripe-payment-methods/${encodeURIComponent(card.id)}`, {
      method: 'DELETE',
    });
    if (!answer.ok) {
      setError(formatApiError(answer.error));
      return;
    }
    // Kept on the page (not reloaded), so the list stays where the keyboard is.
    setList((current) => current.filter((c) => c.id !== card.id));
    setRemoved(cardRemoved(card));
  };
  return (
    <div className="saved-cards">
      {list.length > 0 ? (
        <ul className="saved-cards__list">
          {list.map((card) => (
            <li key={card.id} className="saved-cards__item">
              <span>{describeCard(card)}</span>
              {isHydrated ? (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => void remove(card)}
                  aria-label={`Remove ${isolate(describeCard(card))}`}
                >
                  Remove
                </Button>
              ) : (
                <form method="post" className="saved-cards__form">
                  <input type="hidden" name="intent" value={REMOVE_CARD_INTENT} />
                  <input type="hidden" name="card" value={card.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    aria-label={`Remove ${isolate(describeCard(card))}`}
                  >
                    Remove
                  </Button>
                </form>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>You have no saved cards. You can save one when you pay at checkout.</p>
      )}
      {removed ? <Alert tone="success">{removed}</Alert> : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </div>
  );
}
