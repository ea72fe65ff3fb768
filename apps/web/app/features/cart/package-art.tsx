/** Produce colours from the site's palette (tokens.css): tomato, harvest, field green. */
const PRODUCE = ['#b3261e', '#f2c14e', '#2c6a3a'] as const;

/**
 * A package's picture on the pricing list (core 2: "image, name, N Jobs"): a crate holding one
 * piece of produce per listing (up to ten drawn), so 3, 5 and 10 jobs read at a glance. Decorative:
 * the name and "N Jobs" beside it say the same in words.
 */
export function PackageArt({ jobs }: { jobs: number }) {
  const count = Math.max(1, Math.min(10, jobs));
  const perRow = Math.min(5, count);
  const r = 11;
  const produce = Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, count - row * perRow);
    const x = 80 - ((inRow - 1) * 2 * r) / 2 + (i % perRow) * 2 * r;
    const y = 56 - row * (2 * r - 4);
    return { x, y, fill: PRODUCE[i % PRODUCE.length] };
  });
  return (
    <svg
      className="pricing-card__art"
      width="160"
      height="96"
      viewBox="0 0 160 96"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="80" cy="90" rx="66" ry="5" fill="#ddd3c1" />
      {produce.map((p) => (
        <g key={`${p.x}-${p.y}`}>
          <circle cx={p.x} cy={p.y} r={r} fill={p.fill} />
          <path d={`M${p.x} ${p.y - r + 1}q3 -6 8 -6`} stroke="#2c6a3a" strokeWidth="2.5" fill="none" />
        </g>
      ))}
      <rect x="22" y="60" width="116" height="28" rx="3" fill="#7a4a26" />
      <rect x="22" y="60" width="116" height="5" fill="#5e3a1e" />
      <rect x="30" y="71" width="100" height="4" rx="2" fill="#f4e6d8" opacity="0.35" />
    </svg>
  );
}
