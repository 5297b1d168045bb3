import type { ContentKind, ContentProblem, ContentProblemReason } from '../../../src/domain';
import type { MessageLanguage } from '../../errors';

/**
 * What a refused content change says, in the caller's language: the item, the field and the
 * reason. The develop screens show this text as it comes.
 */

const KINDS: Record<ContentKind, Record<MessageLanguage, string>> = {
  node: { nl: 'Onderdeel', en: 'Part of the line' },
  task: { nl: 'Oefentaak', en: 'Practice task' },
  setting: { nl: 'Generatorinstelling', en: 'Generator setting' },
  collection: { nl: 'Somverzameling', en: 'Sum collection' },
  blob: { nl: 'Spaarblob', en: 'Savings blob' },
  map: { nl: 'Landkaart', en: 'Map' },
  game: { nl: 'Spel', en: 'Game' },
  level: { nl: 'Level', en: 'Level' },
};

const REASONS: Record<ContentProblemReason, Record<MessageLanguage, string>> = {
  invalid: { nl: 'is niet geldig ({message})', en: 'is not valid ({message})' },
  duplicateId: { nl: 'bestaat al', en: 'already exists' },
  unknownParent: {
    nl: 'hangt onder een onderdeel dat niet bestaat',
    en: 'sits under a part that does not exist',
  },
  unknownTask: {
    nl: 'hoort bij een oefentaak die niet bestaat',
    en: 'belongs to a practice task that does not exist',
  },
  unknownCollection: {
    nl: 'noemt een somverzameling die niet bestaat',
    en: 'names a sum collection that does not exist',
  },
  noSetting: { nl: 'heeft geen generatorinstelling', en: 'has no generator setting' },
  emptyBank: { nl: 'geeft geen enkele som', en: 'gives no sums at all' },
  tooFewSums: {
    nl: 'geeft {count} verschillende sommen; een oefentaak heeft er minstens {min} nodig',
    en: 'gives {count} different sums; a practice task needs at least {min}',
  },
  answerRejected: {
    nl: 'maakt een som waarvan het juiste antwoord wordt afgekeurd ({sum})',
    en: 'makes a sum whose right answer the check rejects ({sum})',
  },
  notPracticeGame: { nl: '{game} is geen oefenspel', en: '{game} is not a practice game' },
  gameCannotShow: {
    nl: '{game} kan deze sommen niet tonen ({operation}, antwoord als {answerKind})',
    en: '{game} cannot show these sums ({operation}, answered as {answerKind})',
  },
  noBuiltGame: {
    nl: 'geen enkel gebouwd spel kan deze sommen tonen',
    en: 'no built game can show these sums',
  },
  stopsTooClose: {
    nl: 'de route zet stop {stop} en {next} van een dag met {stops} stops maar {gap} uit elkaar; dat moet minstens {min} zijn (maak de route langer of spreid de punten)',
    en: 'the route puts stops {stop} and {next} of a day of {stops} stops only {gap} apart; they need at least {min} (make the route longer or spread its points)',
  },
  blobRemoved: {
    nl: 'kan niet weg, want kinderen kunnen deze blob al hebben; zet hem op niet meer te koop',
    en: 'cannot be removed, as children may own this blob already; make it not available instead',
  },
  lastGameOfTask: {
    nl: 'kan niet uit, want oefentaak {task} houdt dan geen gebouwd spel over dat aan staat',
    en: 'cannot be turned off, as practice task {task} would be left with no built game that is on',
  },
};

export function problemText(problem: ContentProblem, language: MessageLanguage): string {
  const reason = REASONS[problem.reason][language].replace(/\{(\w+)\}/g, (place, name: string) =>
    String(problem.detail?.[name] ?? place),
  );
  return `${KINDS[problem.kind][language]} ${problem.id}, ${problem.field}: ${reason}`;
}
