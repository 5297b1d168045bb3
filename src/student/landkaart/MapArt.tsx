/** The illustrated map behind the route: sea, islands, a winding dotted path (made here, SVG). */
export const MAP_POINTS: readonly { x: number; y: number }[] = [
  { x: 14, y: 78 },
  { x: 25, y: 55 },
  { x: 40, y: 74 },
  { x: 52, y: 42 },
  { x: 66, y: 66 },
  { x: 76, y: 34 },
  { x: 86, y: 58 },
  { x: 84, y: 20 },
];

/** Points for n stops, spread along the path. */
export function stopPoints(n: number): { x: number; y: number }[] {
  if (n <= 0) return [];
  const last = MAP_POINTS.length - 1;
  return Array.from({ length: n }, (_, i) => {
    if (n === 1) return MAP_POINTS[0]!;
    const pos = (i / (n - 1)) * last;
    const lo = Math.floor(pos);
    const hi = Math.min(last, lo + 1);
    const f = pos - lo;
    const a = MAP_POINTS[lo]!;
    const b = MAP_POINTS[hi]!;
    return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
  });
}

function pathThrough(points: readonly { x: number; y: number }[]): string {
  return points
    .map((p, i) => {
      if (i === 0) return `M ${p.x * 10} ${p.y * 6}`;
      const prev = points[i - 1]!;
      const cx = ((prev.x + p.x) / 2) * 10;
      return `C ${cx} ${prev.y * 6}, ${cx} ${p.y * 6}, ${p.x * 10} ${p.y * 6}`;
    })
    .join(' ');
}

export function MapArt({ points }: { points: readonly { x: number; y: number }[] }) {
  return (
    <svg className="landkaart__art" viewBox="0 0 1000 600" preserveAspectRatio="none" aria-hidden="true">
      <defs>
        <pattern id="lk-waves" width="60" height="30" patternUnits="userSpaceOnUse">
          <path
            d="M0 15 q15 -10 30 0 t30 0"
            fill="none"
            stroke="#ffffff"
            strokeOpacity="0.35"
            strokeWidth="3"
          />
        </pattern>
      </defs>
      <rect width="1000" height="600" fill="#6ec6f0" />
      <rect width="1000" height="600" fill="url(#lk-waves)" />
      <g stroke="#e9d08a" strokeWidth="14" strokeLinejoin="round">
        <path
          d="M20 520 q60 -120 190 -150 q150 -20 170 80 q40 120 -120 130 q-200 20 -240 -60z"
          fill="#8fd46b"
        />
        <path
          d="M330 300 q40 -150 220 -130 q130 20 110 140 q-20 110 -170 120 q-170 0 -160 -130z"
          fill="#a5dd74"
        />
        <path
          d="M560 430 q60 -80 180 -70 q110 20 90 110 q-30 80 -170 70 q-130 -10 -100 -110z"
          fill="#8fd46b"
        />
        <path
          d="M680 180 q60 -140 220 -120 q100 20 80 130 q-20 110 -150 110 q-170 0 -150 -120z"
          fill="#b6e37f"
        />
      </g>
      <g fill="#3f9a45">
        <circle cx="120" cy="430" r="26" />
        <circle cx="160" cy="450" r="20" />
        <circle cx="470" cy="230" r="24" />
        <circle cx="820" cy="110" r="22" />
        <circle cx="700" cy="470" r="20" />
      </g>
      <path d="M560 200 l30 -60 l30 60z M600 205 l26 -50 l26 50z" fill="#8a7a66" />
      <path d="M880 90 v-50 l40 14 l-40 14" fill="#ff6b6b" stroke="#5a3b1f" strokeWidth="4" />
      <path
        d={pathThrough(points)}
        fill="none"
        stroke="#7a4b22"
        strokeWidth="10"
        strokeDasharray="4 22"
        strokeLinecap="round"
      />
    </svg>
  );
}
