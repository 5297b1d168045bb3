import type { BlobLook, BlobRarity } from '../../../../domain/engine/blob-look';
import { ACCESSORY_PARTS, eyesPart, mouthPart, SHAPE_PATHS, type Paint } from './parts';

/** A blob not earned yet: its own outline, filled in one colour, without a face. */
export const SILHOUETTE = '#7d8b99';
const SILHOUETTE_LINE = '#4b5866';
const INK = '#1b2a3a';

/** Relative luminance of `#rrggbb` (0 black, 1 white). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * A blob drawn from its look (parts of the library in `parts.tsx`): the savings card's blobs and the
 * office's editor both draw with this. Not owned, it is its own outline in grey, without a face, so
 * a child sees which blob waits there. The outline's colour and weight say its rarity.
 */
export function BlobArt({
  look,
  rarity,
  owned = true,
  size = 72,
  label,
  className,
}: {
  look: BlobLook;
  rarity: BlobRarity;
  owned?: boolean;
  size?: number | string;
  /** Said by screen readers (role img); without it the drawing is decoration. */
  label?: string;
  className?: string;
}) {
  const paint: Paint = (colour) => (owned ? colour : SILHOUETTE);
  const accessory = look.accessory ? ACCESSORY_PARTS[look.accessory] : null;
  const accessoryColour = paint(look.accessoryColour ?? accessory?.colour ?? look.colour);
  const line = owned
    ? rarity === 'legendary'
      ? '#c79a00'
      : rarity === 'rare'
        ? '#7a5cff'
        : '#2b3a4a'
    : SILHOUETTE_LINE;
  const width = rarity === 'common' ? 3 : 5;
  const ink = luminance(look.colour) < 0.12 ? '#ffffff' : INK;
  const part = (layer: 'behind' | 'front' | 'over') =>
    accessory?.layer === layer && (
      <g stroke={line} strokeWidth="2" strokeLinejoin="round" data-part={look.accessory}>
        {accessory.draw(accessoryColour, paint)}
      </g>
    );
  return (
    <svg
      className={[owned ? 'blob' : 'blob blob--silhouette', className].filter(Boolean).join(' ')}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-look={`${look.shape}/${look.eyes}/${look.mouth}/${look.accessory ?? 'none'}`}
      data-colour={owned ? look.colour : SILHOUETTE}
    >
      {part('behind')}
      <path
        d={SHAPE_PATHS[look.shape]}
        fill={paint(look.colour)}
        stroke={line}
        strokeWidth={width}
        strokeLinejoin="round"
      />
      {part('front')}
      {owned && (
        <g fill={ink} data-part="face">
          {eyesPart(look.eyes, ink)}
          {mouthPart(look.mouth, ink)}
        </g>
      )}
      {part('over')}
    </svg>
  );
}
