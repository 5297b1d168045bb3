import type { SumCollectionListResponse } from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { loadCurriculum } from './curriculum';

/** The published sum collections, as staff pick them for a custom task. */
export async function listCollections(db: Database): Promise<SumCollectionListResponse> {
  const curriculum = await loadCurriculum(db);
  return {
    collections: [...curriculum.collections.values()].map((c) => ({
      id: c.id,
      name: c.name,
      sumKeys: [...c.sumKeys],
      size: c.sumKeys.length,
    })),
  };
}
