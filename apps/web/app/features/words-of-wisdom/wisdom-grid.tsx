import { WORDS_OF_WISDOM } from '@gfj/contracts/content-text';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { useApiClient } from '../auth/app-state.tsx';
import { fetchWisdomNext, type WisdomPage } from './words-of-wisdom.queries.ts';

/** The page number of a next link, for the plain link visitors without JavaScript follow. */
function pageOf(next: string): number {
  const page = Number(new URL(next, 'http://localhost').searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 2;
}

/**
 * The Words of Wisdom grid (content 2, 4): 270x270 images loaded lazily, each linking out in a new
 * tab; when the sentinel at the bottom comes into view the next page loads by the next link.
 */
export function WisdomGrid({ initial }: { initial: WisdomPage }) {
  const api = useApiClient();
  const [cards, setCards] = useState(initial.cards);
  const [next, setNext] = useState(initial.next);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !next || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      async (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || busy.current) return;
        busy.current = true;
        setLoading(true);
        const page = await fetchWisdomNext(api, next);
        busy.current = false;
        setLoading(false);
        if (!page) {
          setFailed(true);
          observer.disconnect();
          return;
        }
        setCards((current) => [...current, ...page.cards.filter((c) => !current.some((x) => x.id === c.id))]);
        setNext(page.next);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [api, next]);

  const size = WORDS_OF_WISDOM.imageSize;
  return (
    <>
      <ul className="wisdom-grid">
        {cards.map((card) => (
          <li key={card.id}>
            <a href={card.url} target="_blank" rel="noopener noreferrer" className="wisdom-grid__link">
              <img src={card.image} alt={card.description} width={size} height={size} loading="lazy" />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      {failed ? <Alert tone="danger">More words of wisdom could not be loaded.</Alert> : null}
      {next ? (
        <div ref={sentinel} className="wisdom-grid__sentinel">
          {loading ? (
            <span className="spinner" role="status" aria-label="Loading more words of wisdom" />
          ) : null}
          <a href={`/words-of-wisdom?page=${pageOf(next)}`} className="wisdom-grid__more">
            More words of wisdom
          </a>
        </div>
      ) : null}
    </>
  );
}
