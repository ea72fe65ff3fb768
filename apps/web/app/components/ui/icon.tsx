import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

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
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      focusable="false"
      {...props}
    >
      {icon.map(([tag, attributes], index) =>
        // A fixed drawing: its parts never move, so their places are their keys.
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}

/**
 * Drawings written once per page, for icons repeated down a list (a search page's 50 job cards
 * drew 150 icons inline: 55 KB of its HTML and 400 elements to render). `SymbolIcon` draws one by
 * reference. Keys are the element ids; render this once per document (the root layout does).
 */
export function IconSymbols({ icons }: { icons: Readonly<Record<string, IconNode>> }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" className="icon-symbols" aria-hidden="true" focusable="false">
      {Object.entries(icons).map(([id, icon]) => (
        <symbol
          key={id}
          id={id}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
        </symbol>
      ))}
    </svg>
  );
}

/** A decorative icon drawn from a symbol `IconSymbols` wrote (its id). */
export function SymbolIcon({ symbol, size = 24 }: { symbol: string; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#${symbol}`} />
    </svg>
  );
}
