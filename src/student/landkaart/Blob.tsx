import type { BlobLook, BlobRarity } from '../../domain/engine/blob-look';
import { BlobArt } from '../../shell/lib/ui/blob-art/BlobArt';

export { SILHOUETTE } from '../../shell/lib/ui/blob-art/BlobArt';

/**
 * A blob of the savings card, drawn from the look the server sends (office staff make blobs from the
 * part library): its own look when owned, a grey silhouette of it otherwise.
 */
export function Blob({ look, rarity, owned }: { look: BlobLook; rarity: BlobRarity; owned: boolean }) {
  return <BlobArt look={look} rarity={rarity} owned={owned} />;
}
