// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOB_CATALOG, BLOB_ACCESSORIES, BLOB_EYES, BLOB_MOUTHS, BLOB_SHAPES } from '../../domain/engine';
import type { BlobLook } from '../../domain/engine';
import { Blob, SILHOUETTE } from './Blob';

afterEach(() => cleanup());

function drawn(id: string, owned: boolean): SVGSVGElement {
  const blob = BLOB_CATALOG.find((b) => b.id === id)!;
  return drawnLook(blob.look, owned, blob.rarity);
}

function drawnLook(
  look: BlobLook,
  owned: boolean,
  rarity: 'common' | 'rare' | 'legendary' = 'common',
): SVGSVGElement {
  const { container } = render(<Blob look={look} rarity={rarity} owned={owned} />);
  return container.querySelector('svg')!;
}

/** The shapes of a drawing without their colours: what a silhouette shows. */
const outline = (svg: SVGSVGElement) =>
  [...svg.querySelectorAll('path, circle, ellipse')]
    .map(
      (el) =>
        `${el.tagName}:${['d', 'cx', 'cy', 'r', 'rx', 'ry', 'transform'].map((a) => el.getAttribute(a) ?? '').join(',')}`,
    )
    .join(' ');

describe('the savings card’s blobs, drawn from their looks', () => {
  it('a blob not earned yet is its own outline in one grey, without a face, so a child sees which one waits', () => {
    const silhouettes = new Map<string, string>();
    for (const blob of BLOB_CATALOG) {
      const svg = drawn(blob.id, false);
      const fills = new Set([...svg.querySelectorAll('[fill]')].map((el) => el.getAttribute('fill')));
      fills.delete('none');
      expect([...fills], blob.id).toEqual([SILHOUETTE]);
      // Beyond the body, something of its own stands out (rays, ears, a hat), bar the plainest ones.
      if (!['blob-bol', 'blob-druppel', 'blob-wolk', 'blob-ster'].includes(blob.id))
        expect(svg.querySelectorAll('g > *').length, blob.id).toBeGreaterThan(0);
      expect(svg.querySelector('[data-part="face"]'), blob.id).toBeNull();
      silhouettes.set(blob.id, outline(svg));
    }
    // No two silhouettes alike.
    expect(new Set(silhouettes.values()).size).toBe(BLOB_CATALOG.length);
  });

  it('an owned blob has its colours and a face, in the same outline as its silhouette', () => {
    for (const id of ['blob-zon', 'blob-tovenaar', 'blob-eenhoorn']) {
      const owned = drawn(id, true);
      expect(owned.querySelector(`[fill="${SILHOUETTE}"]`), id).toBeNull();
      expect(owned.querySelectorAll('[data-part="face"] circle'), id).toHaveLength(2);
      const silhouette = drawn(id, false);
      expect(outline(owned).startsWith(outline(silhouette)), id).toBe(true);
    }
    expect(drawn('blob-zon', true).querySelector('path')!.getAttribute('fill')).toBe('#ffb000');
  });

  it('every part of the library draws: each shape, eyes, mouth and accessory changes the drawing', () => {
    const base: BlobLook = {
      colour: '#7bd389',
      shape: 'blob',
      eyes: 'dots',
      mouth: 'smile',
      accessory: null,
      accessoryColour: null,
    };
    const seen = new Set<string>();
    const variants: BlobLook[] = [
      ...BLOB_SHAPES.map((shape) => ({ ...base, shape })),
      ...BLOB_EYES.map((eyes) => ({ ...base, eyes })),
      ...BLOB_MOUTHS.map((mouth) => ({ ...base, mouth })),
      ...BLOB_ACCESSORIES.map((accessory) => ({ ...base, accessory })),
    ];
    for (const look of variants) seen.add(drawnLook(look, true).innerHTML);
    // The plain look is in three lists (blob, dots, smile); every other variant differs from it and the rest.
    expect(seen.size).toBe(variants.length - 2);
    const coloured = drawnLook({ ...base, accessory: 'bow', accessoryColour: '#123456' }, true);
    expect(coloured.querySelector('[data-part="bow"] path')!.getAttribute('fill')).toBe('#123456');
  });

  it('a dark body gets a light face', () => {
    const dark = drawnLook(
      {
        colour: '#101820',
        shape: 'round',
        eyes: 'dots',
        mouth: 'smile',
        accessory: null,
        accessoryColour: null,
      },
      true,
    );
    expect(dark.querySelector('[data-part="face"]')!.getAttribute('fill')).toBe('#ffffff');
  });
});
