import { answerText, parseSumCsv, sumCsv, sumFromKey } from '../../../src/domain';
import type { CsvLineProblem, SumCollection } from '../../../src/domain';
import type {
  CollectionBody,
  CollectionDetail,
  CollectionImportBody,
} from '../../../src/domain/contracts/content-line';
import type { Database } from '../../db/connection';
import { ApiError } from '../../errors';
import type { MessageLanguage } from '../../errors';
import { draftView, saveDraft } from './drafts';
import { draftState, newId } from './line';

function collectionOf(collections: readonly SumCollection[], id: string): SumCollection {
  const found = collections.find((c) => c.id === id);
  if (!found) throw new ApiError(404, 'notFound');
  return found;
}

export async function collectionDetail(db: Database, id: string): Promise<CollectionDetail> {
  const view = await draftView(db);
  const collection = collectionOf(view.content.collections, id);
  return {
    id: collection.id,
    name: collection.name,
    sums: collection.sumKeys.map((key) => {
      const sum = sumFromKey(key);
      return {
        key,
        text: sum?.display.text ?? key,
        answer: sum ? answerText(sum.answer) : '',
        operation: sum?.features.operation ?? '',
      };
    }),
    taskIds: view.content.tasks
      .filter((t) => t.sourceType === 'collection' && t.collectionId === id)
      .map((t) => t.id),
    draft: draftState(view, 'collection', id),
  };
}

export async function createCollection(
  db: Database,
  actorId: string,
  body: CollectionBody,
  now: number,
): Promise<CollectionDetail> {
  const { content } = await draftView(db);
  const collection: SumCollection = {
    id: newId(content.collections, 'collection', body.name.nl),
    name: body.name,
    sumKeys: body.sumKeys,
  };
  await saveDraft(db, actorId, 'collection', collection.id, collection, now);
  return collectionDetail(db, collection.id);
}

export async function putCollection(
  db: Database,
  actorId: string,
  id: string,
  body: CollectionBody,
  now: number,
): Promise<CollectionDetail> {
  const { content } = await draftView(db);
  const found = collectionOf(content.collections, id);
  await saveDraft(db, actorId, 'collection', id, { ...found, name: body.name, sumKeys: body.sumKeys }, now);
  return collectionDetail(db, id);
}

const LINE_REASONS: Record<CsvLineProblem['reason'], Record<MessageLanguage, string>> = {
  notASum: { nl: 'geen som die we kunnen lezen', en: 'not a sum we can read' },
  duplicate: { nl: 'staat al op regel {first}', en: 'already on line {first}' },
  alreadyInCollection: { nl: 'staat al in de verzameling', en: 'already in the collection' },
};

function linesText(problems: readonly CsvLineProblem[], language: MessageLanguage): string {
  const word = language === 'en' ? 'line' : 'regel';
  const shown = problems.slice(0, 10).map((p) => {
    const reason = LINE_REASONS[p.reason][language].replace('{first}', String(p.firstLine ?? ''));
    return `${word} ${p.line} (“${p.text.slice(0, 40)}”): ${reason}`;
  });
  const more =
    problems.length > 10
      ? language === 'en'
        ? `; and ${problems.length - 10} more`
        : `; en nog ${problems.length - 10}`
      : '';
  return shown.join('; ') + more;
}

/**
 * Imports a CSV of sums into a collection: every line is checked (a refusal names each bad line's
 * number in `errors` as `line.N`), then the collection as a whole goes through the engine's checks;
 * nothing is imported when anything is wrong.
 */
export async function importCollection(
  db: Database,
  actorId: string,
  id: string,
  body: CollectionImportBody,
  now: number,
): Promise<CollectionDetail> {
  const { content } = await draftView(db);
  const found = collectionOf(content.collections, id);
  const existing = body.mode === 'append' ? found.sumKeys : [];
  const { keys, problems } = parseSumCsv(body.csv, existing);
  if (problems.length)
    throw new ApiError(
      422,
      'csvRefused',
      Object.fromEntries(problems.map((p) => [`line.${p.line}`, p.reason])),
      (language) => ({ lines: linesText(problems, language) }),
    );
  if (!keys.length) throw new ApiError(422, 'csvEmpty', { csv: 'empty' });
  await saveDraft(db, actorId, 'collection', id, { ...found, sumKeys: [...existing, ...keys] }, now);
  return collectionDetail(db, id);
}

export async function collectionCsv(db: Database, id: string): Promise<string> {
  const { content } = await draftView(db);
  return `\uFEFF${sumCsv(collectionOf(content.collections, id).sumKeys)}`;
}
