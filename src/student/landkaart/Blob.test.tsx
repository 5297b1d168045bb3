// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOB_CATALOG } from '../../domain/engine';
import { Blob, SILHOUETTE } from './Blob';

afterEach(() => cleanup());

function drawn(id: string, owned: boolean): SVGSVGElement {
  const blob = BLOB_CATALOG.find((b) => b.id === id);
  const { container } = render(<Blob id={id} rarity={blob?.rarity ?? 'common'} owned={owned} />);
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

describe('the savings card’s blobs', () => {
  it('each blob of the collection has a look of its own, not the shared blob shape', () => {
    for (const blob of BLOB_CATALOG) expect(drawn(blob.id, false).dataset.look, blob.id).toBe(blob.id);
  });

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
      silhouettes.set(blob.id, outline(svg));
    }
    // No two silhouettes alike.
    expect(new Set(silhouettes.values()).size).toBe(BLOB_CATALOG.length);
    // The face comes only with the blob.
    expect(drawn('blob-uil', false).querySelectorAll('g[fill="#1b2a3a"]')).toHaveLength(0);
  });

  it('an owned blob has its colours and a face, in the same outline as its silhouette', () => {
    for (const id of ['blob-zon', 'blob-tovenaar', 'blob-eenhoorn']) {
      const owned = drawn(id, true);
      expect(owned.querySelector(`[fill="${SILHOUETTE}"]`), id).toBeNull();
      expect(owned.querySelectorAll('g[fill="#1b2a3a"] circle'), id).toHaveLength(2);
      const silhouette = drawn(id, false);
      expect(outline(owned).startsWith(outline(silhouette)), id).toBe(true);
    }
  });
});
