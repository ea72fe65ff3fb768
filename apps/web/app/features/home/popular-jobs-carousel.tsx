import { useId, useMemo } from 'react';
import { JobCard } from '../jobs/job-card.tsx';
import type { JobCardData } from '../jobs/job-card-data.ts';
import { JobCardIcons } from '../jobs/job-card-icons.tsx';
import { CarouselButtons } from './carousel-buttons.tsx';
import { useCarousel } from './use-carousel.ts';

/**
 * Popular jobs across all locations (core 2, Home): linked cards in a centred, infinite carousel.
 * Embla's duration 25 is its default glide of about half a second (the spec's 500 ms). The cards
 * are server-rendered; before the script runs the row scrolls natively.
 */
export function PopularJobsCarousel({ jobs }: { jobs: JobCardData[] }) {
  const listId = useId();
  const { viewportRef, isReady, previous, next } = useCarousel({ loop: true, align: 'center', duration: 25 });
  // The same elements on every render: starting the carousel re-renders none of the 50 cards.
  const slides = useMemo(
    () =>
      jobs.map((job) => (
        <li key={job.id} className="carousel__slide carousel__slide--job">
          <JobCard job={job} />
        </li>
      )),
    [jobs],
  );
  if (jobs.length === 0) {
    return <p className="popular-jobs__empty">New listings are on their way. Check back soon.</p>;
  }
  return (
    <div className="carousel" data-ready={isReady}>
      <JobCardIcons />
      <div className="carousel__viewport" ref={viewportRef}>
        <ul id={listId} className="carousel__track" aria-label="Popular jobs">
          {slides}
        </ul>
      </div>
      <CarouselButtons label="popular jobs" controls={listId} onPrevious={previous} onNext={next} />
    </div>
  );
}
