/** The blob colours of the brand: bright enough for light and dark backgrounds alike. */
export const BLOB_COLOURS = {
  green: '#2bb673',
  orange: '#f2a007',
  pink: '#ef5da8',
  blue: '#3d8bfd',
  purple: '#8e6cf0',
  coral: '#ff6b5b',
  yellow: '#ffd23f',
} as const;
export type BlobColour = keyof typeof BLOB_COLOURS;

export interface BlobProps {
  x?: number;
  y?: number;
  /** Width of the blob in the parent's units (the body is drawn in a 64 × 64 box). */
  size?: number;
  colour?: BlobColour;
  mood?: 'happy' | 'wow' | 'wink';
  /** Raised arms, as if cheering. */
  cheer?: boolean;
}

/** A blob mascot as an SVG group, to place inside a larger illustration. */
export function Blob({
  x = 0,
  y = 0,
  size = 64,
  colour = 'green',
  mood = 'happy',
  cheer = false,
}: BlobProps) {
  const fill = BLOB_COLOURS[colour];
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 64})`}>
      {cheer && (
        <path
          d="M10 30Q0 20 4 8M54 30q10-10 6-22"
          stroke={fill}
          strokeWidth="6"
          strokeLinecap="round"
          fill="none"
        />
      )}
      <path d="M32 6c15 0 26 10 26 25 0 16-11 27-26 27S6 47 6 31C6 16 17 6 32 6z" fill={fill} />
      <ellipse cx="22" cy="15" rx="7" ry="4" fill="#fff" opacity=".35" />
      <circle cx="24" cy="28" r="6" fill="#fff" />
      <circle cx="42" cy="28" r="6" fill="#fff" />
      <circle cx="25" cy="29" r="3" fill="#1b2a3a" />
      {mood === 'wink' ? (
        <path d="M37 29h10" stroke="#1b2a3a" strokeWidth="3" strokeLinecap="round" />
      ) : (
        <circle cx="43" cy="29" r="3" fill="#1b2a3a" />
      )}
      <circle cx="16" cy="38" r="3.5" fill="#ff8fa3" opacity=".7" />
      <circle cx="48" cy="38" r="3.5" fill="#ff8fa3" opacity=".7" />
      {mood === 'wow' ? (
        <ellipse cx="32" cy="44" rx="5" ry="6" fill="#1b2a3a" />
      ) : (
        <path d="M22 42q10 8 20 0" stroke="#1b2a3a" strokeWidth="3" fill="none" strokeLinecap="round" />
      )}
    </g>
  );
}

/** A coin with a star, as earned in the reward system. */
export function Coin({ x, y, r = 10 }: { x: number; y: number; r?: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={r} fill="#f2a007" />
      <circle r={r * 0.72} fill="#ffd23f" />
      <path
        d={`M0 ${-r * 0.45}l${r * 0.13} ${r * 0.28} ${r * 0.3} .03-${r * 0.23} ${r * 0.2} .08 ${r * 0.3}L0 ${r * 0.2}l-${r * 0.27} ${r * 0.14} .07-${r * 0.3}-${r * 0.22}-${r * 0.2} ${r * 0.3}-.03z`}
        fill="#f2a007"
      />
    </g>
  );
}
