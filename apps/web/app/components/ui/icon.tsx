import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

/** How every Lucide drawing is stroked, on its <svg> or its <symbol>. */
export const LUCIDE_STROKE = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A drawing's parts; fixed, so their places are their keys. */
export function drawingOf(icon: IconNode) {
  return icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }));
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** The drawing, from the `lucide` package: `import { Menu } from 'lucide'`. */
  icon: IconNode;
  size?: number;
}

/**
 * A Lucide icon: the SVG lucide-react renders, drawn from lucide's plain icon data. Each page
 * ships only the drawings it shows and ~20 lines of code instead of lucide-react's runtime
 * (docs/decisions/011). Decorative by default; give it an aria-label to make it an image.
 */
export function Icon({ icon, size = 24, ...props }: IconProps) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless the caller labels it
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      {...LUCIDE_STROKE}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
      {...props}
    >
      {drawingOf(icon)}
    </svg>
  );
}
