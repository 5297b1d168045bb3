/**
 * The illustrated map behind the route: sea, islands, a winding dotted path (made here, SVG). A wide
 * screen gets a route from left to right; a phone (portrait) a route of its own that zigzags up, on
 * art drawn for that shape, so nothing is stretched and every stop and label has room.
 */
import { MAP_FROM_CODE, stopPoints } from '../../../../domain/content/map';
import type { MapPoint as Point } from '../../../../domain/content/map';
import './map-art.css';

/** The code's routes (the published map's, until office staff publish their own: domain/content/map). */
export const MAP_POINTS: readonly Point[] = MAP_FROM_CODE.wide;
export const TALL_POINTS: readonly Point[] = MAP_FROM_CODE.tall;
export { stopPoints };

/** A dotted path through the points (in %) on art of `w` by `h`: across on a wide map, up on a tall one. */
function pathThrough(points: readonly Point[], w: number, h: number): string {
  const tall = h > w;
  return points
    .map((p, i) => {
      const x = (p.x * w) / 100;
      const y = (p.y * h) / 100;
      if (i === 0) return `M ${x} ${y}`;
      const prev = points[i - 1]!;
      const px = (prev.x * w) / 100;
      const py = (prev.y * h) / 100;
      if (tall) {
        const cy = (py + y) / 2;
        return `C ${px} ${cy}, ${x} ${cy}, ${x} ${y}`;
      }
      const cx = (px + x) / 2;
      return `C ${cx} ${py}, ${cx} ${y}, ${x} ${y}`;
    })
    .join(' ');
}

/** The sea with waves; `id` names its pattern (each map has its own: the other may be hidden). */
function Sea({ w, h, id }: { w: number; h: number; id: string }) {
  return (
    <>
      <defs>
        <pattern id={id} width="60" height="30" patternUnits="userSpaceOnUse">
          <path
            d="M0 15 q15 -10 30 0 t30 0"
            fill="none"
            stroke="#ffffff"
            strokeOpacity="0.35"
            strokeWidth="3"
          />
        </pattern>
      </defs>
      <rect width={w} height={h} fill="#6ec6f0" />
      <rect width={w} height={h} fill={`url(#${id})`} />
    </>
  );
}

function DottedPath({ d }: { d: string }) {
  return (
    <path d={d} fill="none" stroke="#7a4b22" strokeWidth="10" strokeDasharray="4 22" strokeLinecap="round" />
  );
}

const ISLAND_GREENS = ['#8fd46b', '#a5dd74', '#b6e37f'];

/** The phone's map: a small island under every point of the tall route, the flag on the last. */
export function TallArt({
  points,
  route = TALL_POINTS,
}: {
  points: readonly Point[];
  /** The route the islands are drawn under (the published map's). */
  route?: readonly Point[];
}) {
  const W = 600;
  const H = 1200;
  const last = route[route.length - 1]!;
  return (
    <svg className="landkaart__art landkaart__art--tall" viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
      <Sea w={W} h={H} id="lk-waves-tall" />
      <g stroke="#e9d08a" strokeWidth="12" strokeLinejoin="round">
        {route.map((p, i) => (
          <ellipse
            key={i}
            cx={p.x * 6}
            cy={p.y * 12 + 8}
            rx={i % 2 ? 150 : 140}
            ry={58}
            fill={ISLAND_GREENS[i % ISLAND_GREENS.length]}
          />
        ))}
      </g>
      <g fill="#3f9a45">
        <circle cx="60" cy="1070" r="20" />
        <circle cx="540" cy="720" r="18" />
        <circle cx="60" cy="606" r="18" />
        <circle cx="540" cy="486" r="16" />
      </g>
      <path
        d={`M${last.x * 6 + 100} ${last.y * 12 - 10} v-60 l44 16 l-44 16`}
        fill="#ff6b6b"
        stroke="#5a3b1f"
        strokeWidth="4"
      />
      <DottedPath d={pathThrough(points, W, H)} />
    </svg>
  );
}

/** Both maps; CSS shows the one that fits the screen (`wide` and `tall` are the stops on each). */
export function MapArt({
  wide,
  tall,
  tallRoute,
}: {
  wide: readonly Point[];
  tall: readonly Point[];
  tallRoute?: readonly Point[];
}) {
  return (
    <>
      <WideArt points={wide} />
      <TallArt points={tall} route={tallRoute} />
    </>
  );
}

export function WideArt({ points }: { points: readonly Point[] }) {
  return (
    <svg
      className="landkaart__art landkaart__art--wide"
      viewBox="0 0 1000 600"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <Sea w={1000} h={600} id="lk-waves-wide" />
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
      <DottedPath d={pathThrough(points, 1000, 600)} />
    </svg>
  );
}
