import type { RegionSlug } from '@gfj/contracts/lookups';
import { REGION_MAP_VIEWBOX, REGION_SHAPES, REGION_STATE_BORDERS } from './region-map-paths.ts';

interface RegionMapDrawingProps {
  selected: readonly RegionSlug[];
  hovered: RegionSlug | null;
  onHover: (region: RegionSlug | null) => void;
  onToggle: (region: RegionSlug) => void;
}

/**
 * The map itself: six clickable regions over the state borders (~20 KB of path data, loaded when
 * the map first opens). Pointer users click it; the checkboxes beside it are the accessible control.
 */
export default function RegionMapDrawing({ selected, hovered, onHover, onToggle }: RegionMapDrawingProps) {
  return (
    <svg
      viewBox={REGION_MAP_VIEWBOX}
      className="region-map__svg"
      aria-hidden="true"
      focusable="false"
      onMouseLeave={() => onHover(null)}
    >
      {REGION_SHAPES.map((region) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: pointer shortcut; the checkboxes below are the accessible control
        <g
          key={region.slug}
          className="region-map__region"
          data-region={region.slug}
          data-selected={selected.includes(region.slug)}
          data-hovered={hovered === region.slug}
          onMouseEnter={() => onHover(region.slug)}
          onClick={() => onToggle(region.slug)}
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
  );
}
