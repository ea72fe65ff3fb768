import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { Icon } from './icon.tsx';

export interface CarouselPage {
  key: string | number;
  title: string;
  content: ReactNode;
}

/**
 * A carousel of text pages that never moves by itself (core 2: the fine print's carousels; content
 * 2: the pricing carousel): the previous and next buttons and "Page n of m". Pages out of view are
 * inert, so keyboard and screen reader users meet only the page shown. Before the script runs the
 * row scrolls natively. `noun` names the pages in the controls ("Next slide"); without `showStatus`
 * the "n of m" line is for screen readers only (a carousel "without indicators").
 */
export function PageCarousel({
  label,
  pages,
  noun = 'page',
  showStatus = true,
  titleLevel = 3,
}: {
  label: string;
  pages: CarouselPage[];
  noun?: string;
  showStatus?: boolean;
  /** The pages' titles' level: one below the heading the carousel sits under (2 right under an h1). */
  titleLevel?: 2 | 3;
}) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const [viewportRef, api] = useEmblaCarousel({ loop: false, align: 'start', duration: 25 });
  const [selected, setSelected] = useState(0);
  const statusId = useId();

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  return (
    <section
      className="page-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={Boolean(api)}
    >
      <div className="page-carousel__viewport" ref={viewportRef}>
        <div className="page-carousel__track">
          {pages.map((page, index) => (
            <article
              key={page.key}
              className="page-carousel__page"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${pages.length}: ${page.title}`}
              inert={api && index !== selected ? true : undefined}
            >
              <Title className="page-carousel__title">{page.title}</Title>
              {page.content}
            </article>
          ))}
        </div>
      </div>
      {pages.length > 1 ? (
        <div className="page-carousel__controls">
          <button
            type="button"
            className="carousel-button"
            onClick={previous}
            disabled={selected === 0}
            aria-label={`Previous ${noun}`}
            aria-describedby={statusId}
          >
            <Icon icon={ChevronLeft} aria-hidden="true" size={22} />
          </button>
          <p
            className={showStatus ? 'page-carousel__status' : 'visually-hidden'}
            id={statusId}
            aria-live="polite"
          >
            {Noun} {selected + 1} of {pages.length}
          </p>
          <button
            type="button"
            className="carousel-button"
            onClick={next}
            disabled={selected === pages.length - 1}
            aria-label={`Next ${noun}`}
            aria-describedby={statusId}
          >
            <Icon icon={ChevronRight} aria-hidden="true" size={22} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
