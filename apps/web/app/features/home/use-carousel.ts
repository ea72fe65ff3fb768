import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';

type EmblaOptionsType = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** How close to the screen a carousel starts (Embla measures every slide when it starts). */
const START_MARGIN = '200px';

/**
 * Embla with prev/next handlers and a flag set once it runs (until then the row scrolls natively).
 * Embla starts when the carousel comes near the screen, not while the page hydrates: a carousel
 * further down (the home slider on a phone) costs nothing on load (docs/decisions/011). A button
 * pressed before then starts it and takes effect once it runs.
 */
export function useCarousel(options: EmblaOptionsType) {
  const [startEmbla, api] = useEmblaCarousel(options);
  // A ref, not state: setting state from a ref during the hydration commit re-rendered the whole
  // carousel synchronously right after hydrating it.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [isReady, setReady] = useState(false);
  const pending = useRef<'previous' | 'next' | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    if (typeof IntersectionObserver === 'undefined') {
      startEmbla(viewport);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startEmbla(viewport);
      },
      { rootMargin: START_MARGIN },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [startEmbla]);

  useEffect(() => {
    if (!api) return;
    setReady(true);
    if (pending.current === 'previous') api.scrollPrev();
    if (pending.current === 'next') api.scrollNext();
    pending.current = null;
    return () => setReady(false);
  }, [api]);

  const move = useCallback(
    (direction: 'previous' | 'next') => {
      if (api) {
        if (direction === 'previous') api.scrollPrev();
        else api.scrollNext();
        return;
      }
      pending.current = direction;
      if (viewportRef.current) startEmbla(viewportRef.current);
    },
    [api, startEmbla],
  );
  const previous = useCallback(() => move('previous'), [move]);
  const next = useCallback(() => move('next'), [move]);
  return { viewportRef, isReady, previous, next };
}
