import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '../../components/ui/icon.tsx';

export function CarouselButtons({
  label,
  controls,
  onPrevious,
  onNext,
}: {
  /** What is being scrolled, for the buttons' names ("Previous popular jobs"). */
  label: string;
  controls: string;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <div className="carousel-buttons">
      <button type="button" className="carousel-button" aria-controls={controls} onClick={onPrevious}>
        <Icon icon={ChevronLeft} aria-hidden="true" size={22} />
        <span className="visually-hidden">Previous {label}</span>
      </button>
      <button type="button" className="carousel-button" aria-controls={controls} onClick={onNext}>
        <Icon icon={ChevronRight} aria-hidden="true" size={22} />
        <span className="visually-hidden">Next {label}</span>
      </button>
    </div>
  );
}
