import { describe, expect, it } from 'vitest';
import { blobIdFor } from './blobs';

describe('a new blob’s id', () => {
  it('is the Dutch name in lower-case kebab-case after blob-, unique among the ids taken', () => {
    expect(blobIdFor('Feestblob', new Set())).toBe('blob-feestblob');
    expect(blobIdFor('  Blije Zeeëend!  ', new Set())).toBe('blob-blije-zeeeend');
    expect(blobIdFor('Blob van goud', new Set())).toBe('blob-van-goud');
    expect(blobIdFor('Feestblob', new Set(['blob-feestblob', 'blob-feestblob-2']))).toBe('blob-feestblob-3');
    expect(blobIdFor('???', new Set())).toBe('blob-nieuw');
    expect(blobIdFor('x'.repeat(80), new Set())).toMatch(/^blob-x{40}$/);
  });
});
