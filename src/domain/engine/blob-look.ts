import { z } from 'zod';

/**
 * A blob's look as data: a few parts from a fixed library, so office staff make new blobs without
 * code and every blob is drawn by the same component (`BlobArt` in src/shell/lib/blob). The parts
 * are names here; their drawings live with the component.
 */

/** The body's outline. */
export const BLOB_SHAPES = [
  'blob',
  'round',
  'small',
  'drop',
  'wide',
  'heart',
  'star',
  'cloud',
  'fish',
  'snail',
] as const;
export type BlobShape = (typeof BLOB_SHAPES)[number];

export const BLOB_EYES = ['dots', 'big', 'happy', 'sleepy', 'wink'] as const;
export type BlobEyes = (typeof BLOB_EYES)[number];

export const BLOB_MOUTHS = ['smile', 'grin', 'open', 'tongue', 'flat'] as const;
export type BlobMouth = (typeof BLOB_MOUTHS)[number];

/**
 * What makes a blob that blob: something it wears, or ears, fins, rays. Each has a colour of its own
 * when the look names none (some keep a fixed second colour: the cherry's stem, the knight's plume).
 */
export const BLOB_ACCESSORIES = [
  'crown',
  'party-hat',
  'wizard-hat',
  'pirate-hat',
  'helmet',
  'space-helmet',
  'bow',
  'glasses',
  'horn',
  'wings',
  'dragon-wings',
  'fox-ears',
  'owl-tufts',
  'frog-eyes',
  'fins',
  'shell',
  'rays',
  'grass',
  'flower',
  'cherry-stem',
  'moon',
  'rainbow',
] as const;
export type BlobAccessory = (typeof BLOB_ACCESSORIES)[number];

export const BLOB_RARITIES = ['common', 'rare', 'legendary'] as const;
export type BlobRarity = (typeof BLOB_RARITIES)[number];

/** A colour as the colour picker gives it: `#rrggbb`. */
export const hexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'hexColour');

export interface BlobLook {
  /** The body's colour. */
  readonly colour: string;
  readonly shape: BlobShape;
  readonly eyes: BlobEyes;
  readonly mouth: BlobMouth;
  readonly accessory: BlobAccessory | null;
  /** The accessory's colour; null: the accessory's own. */
  readonly accessoryColour: string | null;
}

export const blobLookSchema = z
  .object({
    colour: hexColourSchema,
    shape: z.enum(BLOB_SHAPES),
    eyes: z.enum(BLOB_EYES),
    mouth: z.enum(BLOB_MOUTHS),
    accessory: z.enum(BLOB_ACCESSORIES).nullable(),
    accessoryColour: hexColourSchema.nullable(),
  })
  .strict();

/** A new blob's look in the editor: a plain friendly blob. */
export const DEFAULT_BLOB_LOOK: BlobLook = {
  colour: '#7bd389',
  shape: 'blob',
  eyes: 'big',
  mouth: 'smile',
  accessory: null,
  accessoryColour: null,
};
