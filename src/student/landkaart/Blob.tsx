import type { ReactNode } from 'react';

const COLOURS = ['#ff8a5b', '#7bd389', '#6ab7ff', '#c58cff', '#ffd23f', '#ff6fae', '#4fd1c5', '#f6ad55'];

/** A blob not earned yet: its own outline, filled in one colour, without a face. */
export const SILHOUETTE = '#7d8b99';
const SILHOUETTE_LINE = '#4b5866';

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** The plain body: a soft drop sitting low in the square, so hats, ears and horns fit above it. */
const BODY = 'M50 26 C76 26 90 48 88 70 C86 90 14 90 12 70 C10 48 24 26 50 26Z';

/** `paint(colour)`: the colour when the blob is owned, the silhouette's otherwise. */
type Paint = (colour: string) => string;

interface Look {
  /** The body's colour when owned. */
  readonly colour: string;
  /** The body's outline (default: BODY). */
  readonly body?: string;
  /** What stands behind the body (wings, a tail, rays). */
  readonly behind?: (paint: Paint) => ReactNode;
  /** What stands on or before it (a hat, ears, a horn). */
  readonly front?: (paint: Paint) => ReactNode;
}

const star = (cx: number, cy: number, outer: number, inner: number, points = 5): string =>
  Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    return `${i === 0 ? 'M' : 'L'}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ') + 'Z';

/**
 * Each blob of the collection (BLOB_CATALOG) has a look of its own: a body shape and what makes it
 * that blob (the sun's rays, the owl's ear tufts, the wizard's hat), so its silhouette on the savings
 * card already shows which blob waits there.
 */
const LOOKS: Readonly<Record<string, Look>> = {
  'blob-bol': { colour: '#ff8a5b', body: 'M50 20 A36 36 0 1 1 49.9 20Z' },
  'blob-druppel': {
    colour: '#6ab7ff',
    body: 'M50 6 C60 26 88 46 86 68 C84 90 16 90 14 68 C12 46 40 26 50 6Z',
  },
  'blob-zon': {
    colour: '#ffd23f',
    body: 'M50 28 A30 30 0 1 1 49.9 28Z',
    behind: (p) => <path d={star(50, 58, 46, 30, 12)} fill={p('#ffb000')} />,
  },
  'blob-wolk': {
    colour: '#dff1ff',
    body: 'M20 84 C4 84 4 58 22 58 C20 38 44 30 52 44 C60 26 90 34 84 58 C100 60 96 84 82 84Z',
  },
  'blob-gras': {
    colour: '#7bd389',
    behind: (p) => <path d="M30 40 L24 4 L40 32 L50 0 L58 32 L74 6 L70 40Z" fill={p('#3ea35a')} />,
  },
  'blob-kers': {
    colour: '#e5384f',
    body: 'M50 34 C66 22 92 36 88 64 C86 88 14 88 12 64 C8 36 34 22 50 34Z',
    front: (p) => (
      <>
        <path d="M50 34 C50 22 56 12 64 6" stroke={p('#5b3a1a')} strokeWidth="5" fill="none" />
        <path d="M62 8 C72 0 90 4 92 12 C80 18 68 16 62 8Z" fill={p('#3ea35a')} />
      </>
    ),
  },
  'blob-ster': { colour: '#ffd23f', body: star(50, 56, 46, 22) },
  'blob-maan': {
    colour: '#c58cff',
    behind: (p) => <path d="M70 2 A22 22 0 1 0 92 30 A17 17 0 1 1 70 2Z" fill={p('#ffe27a')} />,
  },
  'blob-slak': {
    colour: '#f6ad55',
    body: 'M8 86 C8 70 22 66 34 66 L60 66 C66 44 72 30 82 30 C96 30 96 50 88 58 L90 86Z',
    behind: (p) => (
      <>
        <circle cx="38" cy="50" r="28" fill={p('#b86b2c')} />
        <path d="M82 30 L76 8 M88 32 L94 10" stroke={p('#b86b2c')} strokeWidth="4" />
      </>
    ),
  },
  'blob-vis': {
    colour: '#4fd1c5',
    body: 'M10 60 C20 30 70 30 82 60 C70 88 20 88 10 60Z',
    behind: (p) => (
      <>
        <path d="M78 60 L98 40 L98 80Z" fill={p('#2a9d8f')} />
        <path d="M34 38 C40 20 56 20 62 36Z" fill={p('#2a9d8f')} />
      </>
    ),
  },
  'blob-bloem': {
    colour: '#7bd389',
    front: (p) => (
      <>
        {[0, 72, 144, 216, 288].map((angle) => (
          <ellipse
            key={angle}
            cx="50"
            cy="12"
            rx="7"
            ry="11"
            transform={`rotate(${angle} 50 22)`}
            fill={p('#ff6fae')}
          />
        ))}
        <circle cx="50" cy="22" r="7" fill={p('#ffd23f')} />
      </>
    ),
  },
  'blob-kikker': {
    colour: '#5cc46b',
    body: 'M50 40 C80 40 94 56 92 72 C90 90 10 90 8 72 C6 56 20 40 50 40Z',
    front: (p) => (
      <>
        <circle cx="30" cy="36" r="14" fill={p('#5cc46b')} />
        <circle cx="70" cy="36" r="14" fill={p('#5cc46b')} />
      </>
    ),
  },
  'blob-uil': {
    colour: '#a47148',
    behind: (p) => (
      <>
        <path d="M22 34 L18 8 L42 28Z M78 34 L82 8 L58 28Z" fill={p('#7a4f2c')} />
        <path d="M12 60 C0 70 4 86 16 88Z M88 60 C100 70 96 86 84 88Z" fill={p('#7a4f2c')} />
      </>
    ),
  },
  'blob-vos': {
    colour: '#f58a3a',
    behind: (p) => (
      <>
        <path d="M22 40 L20 6 L46 28Z M78 40 L80 6 L54 28Z" fill={p('#f58a3a')} />
        <path d="M82 78 C98 70 100 48 92 36 C86 54 80 62 74 66Z" fill={p('#f58a3a')} />
      </>
    ),
  },
  'blob-piraat': {
    colour: '#ff8a5b',
    front: (p) => <path d="M10 32 C24 6 76 6 90 32 C70 24 30 24 10 32Z" fill={p('#1b2a3a')} />,
  },
  'blob-ridder': {
    colour: '#a7b4c2',
    front: (p) => (
      <>
        <path d="M22 44 C22 14 78 14 78 44Z" fill={p('#c9d3dc')} />
        <path d="M50 18 C50 6 62 0 72 4 C64 8 58 12 56 18Z" fill={p('#e5384f')} />
      </>
    ),
  },
  'blob-astronaut': {
    colour: '#ffffff',
    behind: (p) => (
      <>
        <circle cx="50" cy="54" r="42" fill={p('#cfe8ff')} opacity="0.9" />
        <path d="M50 12 L50 2" stroke={p('#1b2a3a')} strokeWidth="4" />
        <circle cx="50" cy="3" r="3" fill={p('#e5384f')} />
      </>
    ),
  },
  'blob-tovenaar': {
    colour: '#6ab7ff',
    front: (p) => (
      <>
        <path d="M30 32 L58 0 L70 32Z" fill={p('#5a3fbf')} />
        <ellipse cx="50" cy="33" rx="32" ry="6" fill={p('#5a3fbf')} />
      </>
    ),
  },
  'blob-draak': {
    colour: '#3ea35a',
    behind: (p) => (
      <>
        <path
          d="M14 54 L0 24 L10 30 L16 16 L26 40Z M86 54 L100 24 L90 30 L84 16 L74 40Z"
          fill={p('#2f7d45')}
        />
        <path d="M36 28 L42 14 L48 27 L54 12 L60 27 L66 16 L68 30Z" fill={p('#ffd23f')} />
      </>
    ),
  },
  'blob-eenhoorn': {
    colour: '#fff3fb',
    front: (p) => (
      <>
        <path d="M44 30 L52 0 L58 30Z" fill={p('#ffd23f')} />
        <path d="M60 28 C76 24 86 34 84 48 C78 40 70 36 62 38Z" fill={p('#c58cff')} />
      </>
    ),
  },
  'blob-regenboog': {
    colour: '#ffffff',
    behind: (p) => (
      <>
        <path d="M4 58 A46 46 0 0 1 96 58 L86 58 A36 36 0 0 0 14 58Z" fill={p('#e5384f')} />
        <path d="M14 58 A36 36 0 0 1 86 58 L78 58 A28 28 0 0 0 22 58Z" fill={p('#ffd23f')} />
        <path d="M22 58 A28 28 0 0 1 78 58 L70 58 A20 20 0 0 0 30 58Z" fill={p('#6ab7ff')} />
      </>
    ),
  },
  'blob-goud': {
    colour: '#ffc83d',
    front: (p) => <path d="M28 34 L26 8 L40 22 L50 4 L60 22 L74 8 L72 34Z" fill={p('#ffb000')} />,
  },
};

/** A blob of the collection drawn from its id: its own look, or a grey silhouette of it when not owned. */
export function Blob({ id, rarity, owned }: { id: string; rarity: string; owned: boolean }) {
  const h = hash(id);
  const look = LOOKS[id];
  const paint: Paint = (colour) => (owned ? colour : SILHOUETTE);
  const colour = paint(look?.colour ?? COLOURS[h % COLOURS.length]!);
  const wobble = 8 + (h % 14);
  // A blob not in the collection (an older catalogue): a body of its own from its id.
  const body =
    look?.body ??
    (look
      ? BODY
      : `M50 ${12 + (h % 6)} C${80 + (h % 8)} ${10 + wobble} 94 60 ${78 + (h % 5)} 82 C62 96 34 96 ${20 - (h % 6)} 82 C4 ${62 - wobble} 22 14 50 ${12 + (h % 6)}Z`);
  const line = owned
    ? rarity === 'legendary'
      ? '#c79a00'
      : rarity === 'rare'
        ? '#7a5cff'
        : '#2b3a4a'
    : SILHOUETTE_LINE;
  const width = rarity === 'common' ? 3 : 5;
  return (
    <svg
      className={owned ? 'blob' : 'blob blob--silhouette'}
      viewBox="0 0 100 100"
      width="72"
      height="72"
      aria-hidden="true"
      data-look={look ? id : 'plain'}
    >
      {look?.behind && (
        <g stroke={line} strokeWidth="2" strokeLinejoin="round">
          {look.behind(paint)}
        </g>
      )}
      <path d={body} fill={colour} stroke={line} strokeWidth={width} strokeLinejoin="round" />
      {look?.front && (
        <g stroke={line} strokeWidth="2" strokeLinejoin="round">
          {look.front(paint)}
        </g>
      )}
      {owned && (
        <g fill="#1b2a3a">
          <circle cx="38" cy="58" r="6" />
          <circle cx="62" cy="58" r="6" />
          <path d="M38 72 q12 10 24 0" stroke="#1b2a3a" strokeWidth="4" fill="none" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}
