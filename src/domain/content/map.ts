import { z } from 'zod';

/**
 * The child's map (landkaart) as content: for the wide art (laptop, whiteboard) and the tall art
 * (phone) the route, in % of the art, that the day's stops are spread along. One item, `main`.
 * The art itself (sea, islands, flag) is drawn in code (src/shell/lib/ui/map-art/MapArt.tsx).
 */

export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

export const MAP_ARTS = ['wide', 'tall'] as const;
export type MapArtShape = (typeof MAP_ARTS)[number];

/** The art's own units (its SVG viewBox): the wide art is 5:3, the tall one 1:2. */
export const MAP_ART_SIZE: Record<MapArtShape, { readonly w: number; readonly h: number }> = {
  wide: { w: 1000, h: 600 },
  tall: { w: 600, h: 1200 },
};

export const MAP_ID = 'main';
export const MAP_ROUTE_MIN = 2;
export const MAP_ROUTE_MAX = 40;

export interface ContentMap {
  readonly id: string;
  readonly wide: readonly MapPoint[];
  readonly tall: readonly MapPoint[];
}

const percent = z.number().min(0).max(100);
export const mapPointSchema = z.object({ x: percent, y: percent }).strict();
export const mapRouteSchema = z.array(mapPointSchema).min(MAP_ROUTE_MIN).max(MAP_ROUTE_MAX);

export const contentMapSchema = z
  .object({ id: z.literal(MAP_ID), wide: mapRouteSchema, tall: mapRouteSchema })
  .strict();

/** The routes the code ships (version 1's, and the map of versions published before the map was content). */
export const MAP_FROM_CODE: ContentMap = {
  id: MAP_ID,
  // From left to right, up and down in turn.
  wide: [
    { x: 11, y: 80 },
    { x: 23, y: 52 },
    { x: 36, y: 76 },
    { x: 48, y: 44 },
    { x: 60, y: 72 },
    { x: 71, y: 40 },
    { x: 82, y: 66 },
    { x: 88, y: 28 },
  ],
  // From the bottom up, left and right in turn, so neighbours sit side by side rather than on top
  // of each other; the top row is left to the reward island.
  tall: [
    { x: 28, y: 90 },
    { x: 70, y: 80 },
    { x: 30, y: 70 },
    { x: 72, y: 60 },
    { x: 30, y: 50 },
    { x: 70, y: 40 },
    { x: 32, y: 30 },
    { x: 70, y: 21 },
  ],
};

/** A copy of the code's map (content documents are not shared between versions). */
export function mapFromCode(): z.infer<typeof contentMapSchema> {
  return {
    id: MAP_ID,
    wide: MAP_FROM_CODE.wide.map((p) => ({ ...p })),
    tall: MAP_FROM_CODE.tall.map((p) => ({ ...p })),
  };
}

/** Points for n stops, spread along a route: the first on its first point, the last on its last. */
export function stopPoints(n: number, route: readonly MapPoint[] = MAP_FROM_CODE.wide): MapPoint[] {
  if (n <= 0) return [];
  const last = route.length - 1;
  return Array.from({ length: n }, (_, i) => {
    if (n === 1) return route[0]!;
    const pos = (i / (n - 1)) * last;
    const lo = Math.floor(pos);
    const hi = Math.min(last, lo + 1);
    const f = pos - lo;
    const a = route[lo]!;
    const b = route[hi]!;
    return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
  });
}

/**
 * The stops a route is checked with: a full day (a task per domain, a custom task or two, the
 * fluency test) has about this many.
 */
export const MAP_STOPS_CHECKED = 8;
/**
 * Neighbouring stops at least this far apart, in the art's units (a stop's button is some 56 to 72
 * px on a map drawn 700 to 1000 px wide): closer, and their buttons and labels overlap.
 */
export const MIN_STOP_GAP = 80;

/** The closest two neighbouring stops of a day of `MAP_STOPS_CHECKED` on a route, in the art's units. */
export function closestStops(route: readonly MapPoint[], art: MapArtShape): { index: number; gap: number } {
  const { w, h } = MAP_ART_SIZE[art];
  const stops = stopPoints(MAP_STOPS_CHECKED, route);
  let closest = { index: 0, gap: Number.POSITIVE_INFINITY };
  stops.slice(1).forEach((p, i) => {
    const q = stops[i]!;
    const gap = Math.hypot(((p.x - q.x) * w) / 100, ((p.y - q.y) * h) / 100);
    // The first of equal gaps (up to rounding).
    if (gap < closest.gap - 1e-6) closest = { index: i, gap };
  });
  return closest;
}
