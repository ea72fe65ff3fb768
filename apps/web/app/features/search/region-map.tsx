import type { RegionSlug } from '@gfj/contracts/lookups';
import { Check } from 'lucide';
import { useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { REGION_MAP_VIEWBOX, REGION_SHAPES, REGION_STATE_BORDERS } from './region-map-paths.ts';

interface RegionMapProps {
  selected: readonly RegionSlug[];
  onToggle: (region: RegionSlug) => void;
  /** While a search runs, clicks are ignored (core 2). */
  disabled?: boolean;
}

/**
 * The clickable US region map. The drawing is for pointer users; the same six regions are real
 * checkboxes below it (named `regions[]`, so the form also works without JavaScript), which keyboard
 * and screen reader users operate. Hovering either highlights the region on the map.
 */
export function RegionMap({ selected, onToggle, disabled = false }: RegionMapProps) {
  const [hovered, setHovered] = useState<RegionSlug | null>(null);
  const toggle = (region: RegionSlug) => {
    if (!disabled) onToggle(region);
  };

  return (
    <div className="region-map" data-disabled={disabled}>
      <svg
        viewBox={REGION_MAP_VIEWBOX}
        className="region-map__svg"
        aria-hidden="true"
        focusable="false"
        onMouseLeave={() => setHovered(null)}
      >
        {REGION_SHAPES.map((region) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: pointer shortcut; the checkboxes below are the accessible control
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users use the checkboxes below
          <g
            key={region.slug}
            className="region-map__region"
            data-region={region.slug}
            data-selected={selected.includes(region.slug)}
            data-hovered={hovered === region.slug}
            onMouseEnter={() => setHovered(region.slug)}
            onClick={() => toggle(region.slug)}
          >
            <path d={region.d} />
          </g>
        ))}
        <path d={REGION_STATE_BORDERS} className="region-map__borders" />
        {REGION_SHAPES.map((region) => (
          <text
            key={region.slug}
            x={region.label.x}
            y={region.label.y}
            className="region-map__label"
            data-selected={selected.includes(region.slug)}
          >
            {region.name}
          </text>
        ))}
      </svg>
      <fieldset className="region-map__choices" disabled={disabled}>
        <legend className="visually-hidden">Regions</legend>
        {REGION_SHAPES.map((region) => {
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
