import { describe, expect, it } from 'vitest';
import { BLOB_CATALOG } from '../engine/blobs';
import { applyDrafts, contentChanges, contentFromCode, contentProblems, parseContentDocument } from '.';
import type { ContentBlob } from '.';

const code = contentFromCode();
const newBlob: ContentBlob = {
  id: 'blob-nieuw',
  name: { nl: 'Nieuwtje', en: 'Newbie' },
  price: 75,
  rarity: 'rare',
  available: true,
  look: {
    colour: '#6ab7ff',
    shape: 'round',
    eyes: 'big',
    mouth: 'grin',
    accessory: 'bow',
    accessoryColour: '#ff6fae',
  },
};

describe('blobs as content', () => {
  it('the code’s content holds the 22 blobs of the collection, each with a look of its own, and passes the checks', () => {
    expect(code.blobs.map((b) => b.id)).toEqual(BLOB_CATALOG.map((b) => b.id));
    expect(code.blobs).toHaveLength(22);
    expect(code.blobs.every((b) => b.available && b.price > 0)).toBe(true);
    const looks = new Set(code.blobs.map((b) => JSON.stringify({ ...b.look, eyes: null, mouth: null })));
    expect(looks.size).toBe(22);
    expect(contentProblems(code)).toEqual([]);
  });

  it('a version published before blobs were content reads as the code’s blobs', () => {
    const { blobs: _left, ...withoutBlobs } = JSON.parse(JSON.stringify(code)) as Record<string, unknown>;
    const old = parseContentDocument(withoutBlobs);
    expect(old.blobs).toEqual(JSON.parse(JSON.stringify(BLOB_CATALOG)));
    expect(contentProblems(old)).toEqual([]);
  });

  it('a new blob is a draft like any item: added, changed, listed in the changes', () => {
    const next = applyDrafts(code, [{ kind: 'blob', id: newBlob.id, body: newBlob }]);
    expect(next.blobs.at(-1)).toEqual(newBlob);
    expect(contentProblems(next, undefined, code)).toEqual([]);
    const cheaper = applyDrafts(next, [{ kind: 'blob', id: newBlob.id, body: { ...newBlob, price: 60 } }]);
    expect(contentChanges(next, cheaper)).toEqual([
      { kind: 'blob', id: newBlob.id, change: 'changed', fields: [{ path: 'price', before: 75, after: 60 }] },
    ]);
  });

  it('names the field of a blob that does not fit: price, colour, a part not in the library', () => {
    const bad = (change: Partial<ContentBlob> | { look: unknown }) =>
      contentProblems(
        applyDrafts(code, [{ kind: 'blob', id: newBlob.id, body: { ...newBlob, ...change } as ContentBlob }]),
      );
    expect(bad({ price: 0 })).toEqual([
      expect.objectContaining({ kind: 'blob', id: newBlob.id, field: 'price', reason: 'invalid' }),
    ]);
    expect(bad({ price: 2.5 })).toEqual([expect.objectContaining({ field: 'price', reason: 'invalid' })]);
    expect(bad({ look: { ...newBlob.look, colour: 'blue' } })).toEqual([
      expect.objectContaining({ field: 'look.colour', reason: 'invalid' }),
    ]);
    expect(bad({ look: { ...newBlob.look, accessory: 'jetpack' } })).toEqual([
      expect.objectContaining({ field: 'look.accessory', reason: 'invalid' }),
    ]);
    expect(bad({ name: { nl: '  ', en: 'Blank' } })).toEqual([
      expect.objectContaining({ field: 'name.nl', reason: 'invalid' }),
    ]);
  });

  it('ids are unique, names need not be', () => {
    const twin = { ...newBlob, id: 'blob-tweeling', name: code.blobs[0]!.name };
    expect(contentProblems(applyDrafts(code, [{ kind: 'blob', id: twin.id, body: twin }]))).toEqual([]);
    expect(contentProblems({ ...code, blobs: [...code.blobs, code.blobs[3]!] })).toEqual([
      { kind: 'blob', id: code.blobs[3]!.id, field: 'id', reason: 'duplicateId' },
    ]);
  });

  it('a published blob may be owned: removing it is refused, retiring it (not available) is the way', () => {
    const removed = applyDrafts(code, [{ kind: 'blob', id: 'blob-vos', body: null }]);
    expect(contentProblems(removed, undefined, code)).toEqual([
      { kind: 'blob', id: 'blob-vos', field: 'available', reason: 'blobRemoved' },
    ]);
    const fox = code.blobs.find((b) => b.id === 'blob-vos')!;
    const retired = applyDrafts(code, [{ kind: 'blob', id: fox.id, body: { ...fox, available: false } }]);
    expect(contentProblems(retired, undefined, code)).toEqual([]);
    // A blob never published can go again.
    const added = applyDrafts(code, [{ kind: 'blob', id: newBlob.id, body: newBlob }]);
    const gone = applyDrafts(added, [{ kind: 'blob', id: newBlob.id, body: null }]);
    expect(contentProblems(gone, undefined, code)).toEqual([]);
  });
});
