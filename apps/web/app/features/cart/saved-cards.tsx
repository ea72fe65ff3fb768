import type { StripePaymentMethod } from '@gfj/contracts/commerce';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../auth/app-state.tsx';
import { describeCard } from './saved-card-label.ts';

/**
 * The cards the user saved at checkout ("Save this card for next time"), each with Remove
 * (DELETE /api/stripe-payment-methods/{id}). Cards are added at checkout, where one is needed.
 */
export function SavedCards({ cards }: { cards: StripePaymentMethod[] }) {
  const api = useApiClient();
  const [list, setList] = useState(cards);
  const [error, setError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
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
    setRemoved(`${describeCard(card)}: removed.`);
  };
  return (
    <div className="saved-cards">
      {list.length > 0 ? (
        <ul className="saved-cards__list">
          {list.map((card) => (
            <li key={card.id} className="saved-cards__item">
              <span>{describeCard(card)}</span>
              <Button
                type="button"
                variant="secondary"
                onClick={() => void remove(card)}
                aria-label={`Remove ${describeCard(card)}`}
              >
                Remove
              </Button>
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
