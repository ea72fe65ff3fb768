import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

type EmblaOptionsType = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** Embla with prev/next handlers and a flag set once it runs (until then the row scrolls natively). */
export function useCarousel(options: EmblaOptionsType) {
  const [viewportRef, api] = useEmblaCarousel(options);
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    if (!api) return;
    setReady(true);
    return () => setReady(false);
  }, [api]);
  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  return { viewportRef, isReady, previous, next };
}
