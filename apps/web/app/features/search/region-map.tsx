import { REGIONS, type RegionSlug } from '@gfj/contracts/lookups';
import { Check } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';

// The drawing's path data loads when the map first opens (decision 011).
const RegionMapDrawing = lazy(() => import('./region-map-drawing.tsx'));

interface RegionMapProps {
  selected: readonly RegionSlug[];
  onToggle: (region: RegionSlug) => void;
  /** While a search runs, clicks are ignored (core 2). */
  disabled?: boolean;
  /** The drawing is shown (and loaded) only while the map is open; the checkboxes always are. */
  isOpen?: boolean;
}

/**
 * The clickable US region map. The drawing is for pointer users; the same six regions are real
 * checkboxes below it (named `regions[]`, so the form also works without JavaScript), which keyboard
 * and screen reader users operate. Hovering either highlights the region on the map.
 */
export function RegionMap({ selected, onToggle, disabled = false, isOpen = true }: RegionMapProps) {
  const [hovered, setHovered] = useState<RegionSlug | null>(null);
  const toggle = (region: RegionSlug) => {
    if (!disabled) onToggle(region);
  };

  return (
    <div className="region-map" data-disabled={disabled}>
      {isOpen ? (
        <Suspense fallback={<div className="region-map__svg" />}>
          <RegionMapDrawing selected={selected} hovered={hovered} onHover={setHovered} onToggle={toggle} />
        </Suspense>
      ) : null}
      <fieldset className="region-map__choices" disabled={disabled}>
        <legend className="visually-hidden">Regions</legend>
        {REGIONS.map((region) => {
          const checked = selected.includes(region.slug);
          return (
            <label
              key={region.slug}
              className="region-chip"
              data-checked={checked}
              data-hovered={hovered === region.slug}
              onMouseEnter={() => setHovered(region.slug)}
              onMouseLeave={() => setHovered(null)}
            >
              <input
                type="checkbox"
                name="regions[]"
                value={region.slug}
                checked={checked}
                onChange={() => toggle(region.slug)}
                className="region-chip__input"
              />
              <Icon icon={Check} aria-hidden="true" size={16} className="region-chip__check" />
              {region.name}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
