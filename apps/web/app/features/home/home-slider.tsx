import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { encodeHrefBrackets } from '../../lib/encode-href.ts';
import { CarouselButtons } from './carousel-buttons.tsx';
import type { HomeSlide } from './home.queries.ts';
import { useCarousel } from './use-carousel.ts';

/**
 * The home image slider (content 2): arrows, no dots, infinite, centred, slides as wide as their
 * images. Duration 40 is Embla's slower glide (the spec's 1000 ms).
 */
export function HomeSlider({ slides }: { slides: HomeSlide[] }) {
  const listId = useId();
  const { viewportRef, isReady, previous, next } = useCarousel({ loop: true, align: 'center', duration: 40 });
  // The same elements on every render: starting the carousel re-renders none of the slides.
  const items = useMemo(
    () =>
      slides.map((slide) => {
        const body = (
          <>
            <img
              src={slide.image}
              alt=""
              width={960}
              height={420}
              className="home-slide__image"
              loading="lazy"
            />
            <span className="home-slide__caption">
              <span className="home-slide__heading">{slide.heading}</span>
              {slide.subheading ? <span className="home-slide__subheading">{slide.subheading}</span> : null}
            </span>
          </>
        );
        return (
          <li key={slide.id} className="carousel__slide home-slide">
            {slide.url ? (
              <Link to={encodeHrefBrackets(slide.url)} className="home-slide__link">
                {body}
              </Link>
            ) : (
              <div className="home-slide__link">{body}</div>
            )}
          </li>
        );
      }),
    [slides],
  );
  if (slides.length === 0) return null;
  return (
    <div className="carousel carousel--slider" data-ready={isReady}>
      <div className="carousel__viewport" ref={viewportRef}>
        <ul id={listId} className="carousel__track" aria-label="Featured">
          {items}
        </ul>
      </div>
      <CarouselButtons label="slide" controls={listId} onPrevious={previous} onNext={next} />
    </div>
  );
}
