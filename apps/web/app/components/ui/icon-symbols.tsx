import type { IconNode } from 'lucide';
import { drawingOf, LUCIDE_STROKE } from './icon.tsx';

// Only pages with lists of job cards use these: kept apart from `Icon`, which every page's shell
// carries (docs/decisions/011).

/**
 * Drawings written once per page, for icons repeated down a list (a search page's 50 job cards
 * drew 150 icons inline: 37 KB of its 138 KB of HTML). `SymbolIcon` draws one by
 * reference. Keys are the element ids; render this once per document, beside the list that uses it.
 */
export function IconSymbols({ icons }: { icons: Readonly<Record<string, IconNode>> }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" className="icon-symbols" aria-hidden="true" focusable="false">
      {Object.entries(icons).map(([id, icon]) => (
        <symbol key={id} id={id} {...LUCIDE_STROKE}>
          {drawingOf(icon)}
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
