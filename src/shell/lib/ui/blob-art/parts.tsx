import type { ReactNode } from 'react';
import type { BlobAccessory, BlobEyes, BlobMouth, BlobShape } from '../../../../domain/engine/blob-look';

/**
 * The part library a blob's look is made of (src/domain/engine/blob-look.ts names the parts), drawn
 * in a 100 x 100 box: the body sits low, so hats, ears and horns fit above it; the face sits at the
 * same place on every body.
 */

const star = (cx: number, cy: number, outer: number, inner: number, points = 5): string =>
  Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    return `${i === 0 ? 'M' : 'L'}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ') + 'Z';

/** The body's outline per shape. */
export const SHAPE_PATHS: Readonly<Record<BlobShape, string>> = {
  blob: 'M50 26 C76 26 90 48 88 70 C86 90 14 90 12 70 C10 48 24 26 50 26Z',
  round: 'M50 20 A36 36 0 1 1 49.9 20Z',
  small: 'M50 28 A30 30 0 1 1 49.9 28Z',
  drop: 'M50 6 C60 26 88 46 86 68 C84 90 16 90 14 68 C12 46 40 26 50 6Z',
  wide: 'M50 40 C80 40 94 56 92 72 C90 90 10 90 8 72 C6 56 20 40 50 40Z',
  heart: 'M50 34 C66 22 92 36 88 64 C86 88 14 88 12 64 C8 36 34 22 50 34Z',
  star: star(50, 56, 46, 22),
  cloud: 'M20 84 C4 84 4 58 22 58 C20 38 44 30 52 44 C60 26 90 34 84 58 C100 60 96 84 82 84Z',
  fish: 'M10 60 C20 30 70 30 82 60 C70 88 20 88 10 60Z',
  snail: 'M8 86 C8 70 22 66 34 66 L60 66 C66 44 72 30 82 30 C96 30 96 50 88 58 L90 86Z',
};

/** `paint(colour)`: the colour when the blob is owned, the silhouette's otherwise. */
export type Paint = (colour: string) => string;

interface AccessoryPart {
  /** Its colour when the look names none; null: the body's. */
  readonly colour: string | null;
  /** behind the body, before it (on the body), or over the face (glasses). */
  readonly layer: 'behind' | 'front' | 'over';
  /** `c`: the accessory's colour, already painted; `p`: paints the part's fixed second colours. */
  readonly draw: (c: string, p: Paint) => ReactNode;
}

export const ACCESSORY_PARTS: Readonly<Record<BlobAccessory, AccessoryPart>> = {
  crown: {
    colour: '#ffb000',
    layer: 'front',
    draw: (c, p) => (
      <>
        <path d="M28 34 L26 8 L40 22 L50 4 L60 22 L74 8 L72 34Z" fill={c} />
        <circle cx="50" cy="26" r="3.5" fill={p('#e5384f')} />
      </>
    ),
  },
  'party-hat': {
    colour: '#6ab7ff',
    layer: 'front',
    draw: (c, p) => (
      <>
        <path d="M36 32 L52 2 L66 32Z" fill={c} />
        <path d="M41 23 L62 23 M46 13 L57 13" stroke={p('#ffffff')} strokeWidth="3" />
        <circle cx="52" cy="3" r="4.5" fill={p('#ffd23f')} />
      </>
    ),
  },
  'wizard-hat': {
    colour: '#5a3fbf',
    layer: 'front',
    draw: (c) => (
      <>
        <path d="M30 32 L58 0 L70 32Z" fill={c} />
        <ellipse cx="50" cy="33" rx="32" ry="6" fill={c} />
      </>
    ),
  },
  'pirate-hat': {
    colour: '#1b2a3a',
    layer: 'front',
    draw: (c) => <path d="M10 32 C24 6 76 6 90 32 C70 24 30 24 10 32Z" fill={c} />,
  },
  helmet: {
    colour: '#c9d3dc',
    layer: 'front',
    draw: (c, p) => (
      <>
        <path d="M22 44 C22 14 78 14 78 44Z" fill={c} />
        <path d="M50 18 C50 6 62 0 72 4 C64 8 58 12 56 18Z" fill={p('#e5384f')} />
      </>
    ),
  },
  'space-helmet': {
    colour: '#cfe8ff',
    layer: 'behind',
    draw: (c, p) => (
      <>
        <circle cx="50" cy="54" r="42" fill={c} opacity="0.9" />
        <path d="M50 12 L50 2" stroke={p('#1b2a3a')} strokeWidth="4" />
        <circle cx="50" cy="3" r="3" fill={p('#e5384f')} />
      </>
    ),
  },
  bow: {
    colour: '#ff6fae',
    layer: 'front',
    draw: (c) => (
      <>
        <path d="M66 30 C58 16 46 18 48 29 C48 40 58 40 66 30Z" fill={c} />
        <path d="M66 30 C74 16 86 18 84 29 C84 40 74 40 66 30Z" fill={c} />
        <circle cx="66" cy="30" r="4.5" fill={c} />
      </>
    ),
  },
  glasses: {
    colour: '#1b2a3a',
    layer: 'over',
    draw: (c) => (
      <g fill="none" stroke={c} strokeWidth="3.5">
        <circle cx="37" cy="58" r="11" />
        <circle cx="63" cy="58" r="11" />
        <path d="M48 56 Q50 53 52 56 M26 56 L14 52 M74 56 L86 52" strokeLinecap="round" />
      </g>
    ),
  },
  horn: {
    colour: '#ffd23f',
    layer: 'front',
    draw: (c, p) => (
      <>
        <path d="M44 30 L52 0 L58 30Z" fill={c} />
        <path d="M60 28 C76 24 86 34 84 48 C78 40 70 36 62 38Z" fill={p('#c58cff')} />
      </>
    ),
  },
  wings: {
    colour: '#ffffff',
    layer: 'behind',
    draw: (c) => (
      <path
        d="M20 58 C4 58 -2 36 4 26 C10 36 18 38 24 40 C14 44 16 52 20 58Z M80 58 C96 58 102 36 96 26 C90 36 82 38 76 40 C86 44 84 52 80 58Z"
        fill={c}
      />
    ),
  },
  'dragon-wings': {
    colour: '#2f7d45',
    layer: 'behind',
    draw: (c, p) => (
      <>
        <path d="M14 54 L0 24 L10 30 L16 16 L26 40Z M86 54 L100 24 L90 30 L84 16 L74 40Z" fill={c} />
        <path d="M36 28 L42 14 L48 27 L54 12 L60 27 L66 16 L68 30Z" fill={p('#ffd23f')} />
      </>
    ),
  },
  'fox-ears': {
    colour: null,
    layer: 'behind',
    draw: (c) => (
      <>
        <path d="M22 40 L20 6 L46 28Z M78 40 L80 6 L54 28Z" fill={c} />
        <path d="M82 78 C98 70 100 48 92 36 C86 54 80 62 74 66Z" fill={c} />
      </>
    ),
  },
  'owl-tufts': {
    colour: '#7a4f2c',
    layer: 'behind',
    draw: (c) => (
      <>
        <path d="M22 34 L18 8 L42 28Z M78 34 L82 8 L58 28Z" fill={c} />
        <path d="M12 60 C0 70 4 86 16 88Z M88 60 C100 70 96 86 84 88Z" fill={c} />
      </>
    ),
  },
  'frog-eyes': {
    colour: null,
    layer: 'front',
    draw: (c) => (
      <>
        <circle cx="30" cy="36" r="14" fill={c} />
        <circle cx="70" cy="36" r="14" fill={c} />
      </>
    ),
  },
  fins: {
    colour: '#2a9d8f',
    layer: 'behind',
    draw: (c) => (
      <>
        <path d="M78 60 L98 40 L98 80Z" fill={c} />
        <path d="M34 38 C40 20 56 20 62 36Z" fill={c} />
      </>
    ),
  },
  shell: {
    colour: '#b86b2c',
    layer: 'behind',
    draw: (c) => (
      <>
        <circle cx="38" cy="50" r="28" fill={c} />
        <path d="M82 30 L76 8 M88 32 L94 10" stroke={c} strokeWidth="4" />
      </>
    ),
  },
  rays: {
    colour: '#ffb000',
    layer: 'behind',
    draw: (c) => <path d={star(50, 58, 46, 30, 12)} fill={c} />,
  },
  grass: {
    colour: '#3ea35a',
    layer: 'behind',
    draw: (c) => <path d="M30 40 L24 4 L40 32 L50 0 L58 32 L74 6 L70 40Z" fill={c} />,
  },
  flower: {
    colour: '#ff6fae',
    layer: 'front',
    draw: (c, p) => (
      <>
        {[0, 72, 144, 216, 288].map((angle) => (
          <ellipse key={angle} cx="50" cy="12" rx="7" ry="11" transform={`rotate(${angle} 50 22)`} fill={c} />
        ))}
        <circle cx="50" cy="22" r="7" fill={p('#ffd23f')} />
      </>
    ),
  },
  'cherry-stem': {
    colour: '#3ea35a',
    layer: 'front',
    draw: (c, p) => (
      <>
        <path d="M50 34 C50 22 56 12 64 6" stroke={p('#5b3a1a')} strokeWidth="5" fill="none" />
        <path d="M62 8 C72 0 90 4 92 12 C80 18 68 16 62 8Z" fill={c} />
      </>
    ),
  },
  moon: {
    colour: '#ffe27a',
    layer: 'behind',
    draw: (c) => <path d="M70 2 A22 22 0 1 0 92 30 A17 17 0 1 1 70 2Z" fill={c} />,
  },
  rainbow: {
    colour: '#e5384f',
    layer: 'behind',
    draw: (c, p) => (
      <>
        <path d="M4 58 A46 46 0 0 1 96 58 L86 58 A36 36 0 0 0 14 58Z" fill={c} />
        <path d="M14 58 A36 36 0 0 1 86 58 L78 58 A28 28 0 0 0 22 58Z" fill={p('#ffd23f')} />
        <path d="M22 58 A28 28 0 0 1 78 58 L70 58 A20 20 0 0 0 30 58Z" fill={p('#6ab7ff')} />
      </>
    ),
  },
};

/** The eyes, in the face's colour `ink` (dark, or white on a dark body). */
export function eyesPart(eyes: BlobEyes, ink: string): ReactNode {
  const arc = (x: number, up: boolean) => (
    <path
      d={`M${x - 7} ${up ? 61 : 56} q7 ${up ? -9 : 9} 14 0`}
      stroke={ink}
      strokeWidth="4"
      strokeLinecap="round"
      fill="none"
    />
  );
  switch (eyes) {
    case 'dots':
      return (
        <>
          <circle cx="38" cy="58" r="6" />
          <circle cx="62" cy="58" r="6" />
        </>
      );
    case 'big':
      return (
        <>
          <circle cx="38" cy="57" r="9" fill="#ffffff" stroke="#1b2a3a" strokeWidth="2" />
          <circle cx="62" cy="57" r="9" fill="#ffffff" stroke="#1b2a3a" strokeWidth="2" />
          <circle cx="40" cy="58" r="5" fill="#1b2a3a" />
          <circle cx="64" cy="58" r="5" fill="#1b2a3a" />
          <circle cx="42" cy="55.5" r="1.8" fill="#ffffff" />
          <circle cx="66" cy="55.5" r="1.8" fill="#ffffff" />
        </>
      );
    case 'happy':
      return (
        <>
          {arc(38, true)}
          {arc(62, true)}
        </>
      );
    case 'sleepy':
      return (
        <>
          {arc(38, false)}
          {arc(62, false)}
        </>
      );
    case 'wink':
      return (
        <>
          <circle cx="38" cy="58" r="6" />
          {arc(62, true)}
        </>
      );
  }
}

export function mouthPart(mouth: BlobMouth, ink: string): ReactNode {
  const line = { stroke: ink, strokeWidth: 4, strokeLinecap: 'round' as const, fill: 'none' };
  switch (mouth) {
    case 'smile':
      return <path d="M38 72 q12 10 24 0" {...line} />;
    case 'grin':
      return (
        <>
          <path
            d="M36 70 L64 70 Q62 86 50 86 Q38 86 36 70Z"
            fill={ink}
            stroke={ink}
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path d="M43 80 Q50 76 57 80 Q54 85 50 85 Q46 85 43 80Z" fill="#ff6fae" />
        </>
      );
    case 'open':
      return <ellipse cx="50" cy="75" rx="6" ry="7" fill={ink} />;
    case 'tongue':
      return (
        <>
          <path d="M46 76 Q46 86 50 86 Q54 86 54 76Z" fill="#ff6fae" stroke={ink} strokeWidth="2" />
          <path d="M38 72 q12 10 24 0" {...line} />
        </>
      );
    case 'flat':
      return <path d="M41 74 L59 74" {...line} />;
  }
}
