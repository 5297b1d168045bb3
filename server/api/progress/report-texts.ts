import { bandLegend, legendText, percentRight } from '../../../src/domain';
import type { FactGridId, LocalizedText } from '../../../src/domain';
import type { Locale } from '../../../src/domain/constants';
import { PRODUCT_NAMES } from '../../../src/domain/locale';
import type {
  FACT_CELL_STATUSES,
  INSIGHT_PERIODS,
  PROGRESS_COLOURS,
} from '../../../src/domain/contracts/practice';

type Colour = (typeof PROGRESS_COLOURS)[number];
type FactStatus = (typeof FACT_CELL_STATUSES)[number];
type Period = (typeof INSIGHT_PERIODS)[number];

/** Every text of the progress reports (PDF): Dutch, Flemish wording, or English. */
export interface ReportTexts {
  /** The report's language: the learning line's names are printed in it (Flemish reads the Dutch). */
  language: Locale;
  product: string;
  groupTitle: string;
  studentTitle: string;
  school: string;
  group: string;
  period: string;
  printed: string;
  periods: Record<Period, string>;
  student: string;
  attention: string;
  answers: string;
  right: string;
  minutes: string;
  days: string;
  rounds: string;
  /** Word and symbol per colour code: the report prints in black and white too. */
  colours: Record<Colour, { word: string; symbol: string }>;
  /** The bands' percentages, worded (the legend is written from the bands: `reportLegend`). */
  bands: { atLeast: string; range: string; below: string; none: string };
  /** What the percentage is of, and what "taak 3/12" means. */
  legendNote: string;
  taskOf: (position: number, of: number) => string;
  stuck: { manyMisses: string; noProgress: string };
  notPractised: string;
  testDue: string;
  testDone: string;
  nobodyNeedsAttention: string;
  noStudents: string;
  schoolYear: string;
  totals: string;
  levels: string;
  domain: string;
  level: string;
  currentTask: string;
  notPlaced: string;
  customTasks: string;
  facts: string;
  matrices: Record<FactGridId, string>;
  factStatus: Record<FactStatus, string>;
  tablesGrid: string;
  factSymbols: string;
  practice: string;
  practiceLine: (days: number, minutes: number, rounds: number) => string;
  tests: string;
  testHeaders: { date: string; score: string; rightOf: string; fluent: string };
  noTests: string;
  unfinished: string;
  wrongAnswers: string;
  wrongHeaders: { sum: string; answer: string; times: string };
  noAnswer: string;
  noWrongAnswers: string;
  page: (n: number, of: number) => string;
}

const NL: ReportTexts = {
  language: 'nl',
  product: PRODUCT_NAMES.nl,
  groupTitle: 'Voortgangsrapport',
  studentTitle: 'Voortgangsrapport leerling',
  school: 'School',
  group: 'Groep',
  period: 'Periode',
  printed: 'Afgedrukt op',
  periods: { week: 'deze week', maand: 'deze maand', schooljaar: 'dit schooljaar' },
  student: 'Leerling',
  attention: 'Let op',
  answers: 'Antwoorden',
  right: 'Goed',
  minutes: 'Minuten',
  days: 'Dagen',
  rounds: 'Rondes',
  colours: {
    green: { word: 'goed', symbol: '+' },
    orange: { word: 'matig', symbol: '~' },
    red: { word: 'lastig', symbol: '!' },
    grey: { word: 'nog niet', symbol: '-' },
  },
  bands: {
    atLeast: '{{from}}% of meer goed',
    range: '{{from}} tot en met {{to}}% goed',
    below: 'minder dan {{below}}% goed',
    none: 'geen antwoorden in de periode',
  },
  legendNote:
    'Het percentage: de antwoorden in het domein in de periode die goed waren. "taak 3/12": de huidige taak, 3e van de 12 van het domein.',
  taskOf: (position, of) => `taak ${position}/${of}`,
  stuck: {
    manyMisses: 'veel fouten (minder dan de helft goed)',
    noProgress: 'komt niet verder (vaak geoefend, nog niet goed)',
  },
  notPractised: 'deze week niet geoefend',
  testDue: 'automatiseertoets klaar om te maken',
  testDone: 'automatiseertoets net gemaakt',
  nobodyNeedsAttention: 'Geen bijzonderheden.',
  noStudents: 'Deze groep heeft geen leerlingen.',
  schoolYear: 'Schooljaar tot nu toe',
  totals: 'Totalen dit schooljaar',
  levels: 'Niveau per domein',
  domain: 'Domein',
  level: 'Niveau',
  currentTask: 'Huidige taak',
  notPlaced: 'nog niet ingedeeld',
  customTasks: 'Maatwerktaken',
  facts: 'Automatiseren',
  matrices: {
    tables: 'Tafels 1-10',
    division: 'Deeltafels 1-10',
    addTo20: 'Optellen tot 20',
    subtractTo20: 'Aftrekken tot 20',
    bonds: 'Splitsen tot 20',
    complements: 'Aanvullen tot 10 en 20',
    complementTo100: 'Aanvullen tot 100',
    doublesHalves: 'Dubbelen en helften',
  },
  factStatus: {
    notSeen: 'nog niet gezien',
    learning: 'aan het leren',
    slow: 'goed maar traag',
    automated: 'geautomatiseerd',
  },
  tablesGrid: 'Tafels (rij × kolom)',
  factSymbols: 'A geautomatiseerd  t goed maar traag  o aan het leren  . nog niet gezien',
  practice: 'Oefenen',
  practiceLine: (days, minutes, rounds) =>
    `${days} ${days === 1 ? 'dag' : 'dagen'} geoefend, ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}, ${rounds} ${rounds === 1 ? 'ronde' : 'rondes'} uitgespeeld.`,
  tests: 'Automatiseertoetsen',
  testHeaders: { date: 'Datum', score: 'Score', rightOf: 'Goed / gemaakt', fluent: 'Vlot' },
  noTests: 'Nog geen automatiseertoets gemaakt.',
  unfinished: 'niet afgemaakt',
  wrongAnswers: 'Meest gegeven foute antwoorden',
  wrongHeaders: { sum: 'Som', answer: 'Antwoord', times: 'Keer' },
  noAnswer: '(geen antwoord)',
  noWrongAnswers: 'Geen foute antwoorden dit schooljaar.',
  page: (n, of) => `Pagina ${n} van ${of}`,
};

const BE: ReportTexts = {
  ...NL,
  language: 'be',
  product: PRODUCT_NAMES.be,
  group: 'Klas',
  // Flemish says "juist" where Dutch says "goed" (right), as the screens do.
  right: 'Juist',
  bands: {
    atLeast: '{{from}}% of meer juist',
    range: '{{from}} tot en met {{to}}% juist',
    below: 'minder dan {{below}}% juist',
    none: 'geen antwoorden in de periode',
  },
  legendNote:
    'Het percentage: de antwoorden in het domein in de periode die juist waren. "taak 3/12": de huidige taak, 3e van de 12 van het domein.',
  stuck: {
    manyMisses: 'veel fouten (minder dan de helft juist)',
    noProgress: 'komt niet verder (vaak geoefend, nog niet juist)',
  },
  noStudents: 'Deze klas heeft geen leerlingen.',
  factStatus: { ...NL.factStatus, slow: 'juist maar traag' },
  factSymbols: 'A geautomatiseerd  t juist maar traag  o aan het leren  . nog niet gezien',
  testHeaders: { ...NL.testHeaders, rightOf: 'Juist / gemaakt' },
  matrices: { ...NL.matrices, tables: 'Maaltafels 1-10', division: 'Deeltafels 1-10' },
  tablesGrid: 'Maaltafels (rij × kolom)',
};

const EN: ReportTexts = {
  language: 'en',
  product: PRODUCT_NAMES.en,
  groupTitle: 'Progress report',
  studentTitle: 'Pupil progress report',
  school: 'School',
  group: 'Group',
  period: 'Period',
  printed: 'Printed on',
  periods: { week: 'this week', maand: 'this month', schooljaar: 'this school year' },
  student: 'Pupil',
  attention: 'Needs attention',
  answers: 'Answers',
  right: 'Right',
  minutes: 'Minutes',
  days: 'Days',
  rounds: 'Rounds',
  colours: {
    green: { word: 'good', symbol: '+' },
    orange: { word: 'fair', symbol: '~' },
    red: { word: 'hard', symbol: '!' },
    grey: { word: 'not yet', symbol: '-' },
  },
  bands: {
    atLeast: '{{from}}% or more right',
    range: '{{from}} to {{to}}% right',
    below: 'under {{below}}% right',
    none: 'no answers in the period',
  },
  legendNote:
    'The percentage: the answers in the domain in the period that were right. "task 3/12": the current task, 3rd of the domain\'s 12.',
  taskOf: (position, of) => `task ${position}/${of}`,
  stuck: {
    manyMisses: 'many mistakes (fewer than half right)',
    noProgress: 'not moving on (practised often, not yet right)',
  },
  notPractised: 'has not practised this week',
  testDue: 'fluency test ready to take',
  testDone: 'fluency test just taken',
  nobodyNeedsAttention: 'Nothing to note.',
  noStudents: 'This group has no pupils.',
  schoolYear: 'School year so far',
  totals: 'Totals this school year',
  levels: 'Level per domain',
  domain: 'Domain',
  level: 'Level',
  currentTask: 'Current task',
  notPlaced: 'not placed yet',
  customTasks: 'Custom tasks',
  facts: 'Fact fluency',
  matrices: {
    tables: 'Times tables 1-10',
    division: 'Division tables 1-10',
    addTo20: 'Addition to 20',
    subtractTo20: 'Subtraction to 20',
    bonds: 'Number bonds to 20',
    complements: 'Making 10 and 20',
    complementTo100: 'Making 100',
    doublesHalves: 'Doubles and halves',
  },
  factStatus: {
    notSeen: 'not seen yet',
    learning: 'learning',
    slow: 'right but slow',
    automated: 'automated',
  },
  tablesGrid: 'Tables (row × column)',
  factSymbols: 'A automated  t right but slow  o learning  . not seen yet',
  practice: 'Practice',
  practiceLine: (days, minutes, rounds) =>
    `Practised on ${days} ${days === 1 ? 'day' : 'days'}, ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, ${rounds} ${rounds === 1 ? 'round' : 'rounds'} finished.`,
  tests: 'Fluency tests',
  testHeaders: { date: 'Date', score: 'Score', rightOf: 'Right / taken', fluent: 'Fluent' },
  noTests: 'No fluency test taken yet.',
  unfinished: 'not finished',
  wrongAnswers: 'Most frequent wrong answers',
  wrongHeaders: { sum: 'Sum', answer: 'Answer', times: 'Times' },
  noAnswer: '(no answer)',
  noWrongAnswers: 'No wrong answers this school year.',
  page: (n, of) => `Page ${n} of ${of}`,
};

const BY_LANGUAGE: Record<Locale, ReportTexts> = { nl: NL, be: BE, en: EN };

/** The report's texts in a language (the host's: `printLanguageOf`). */
export function reportTexts(language: Locale): ReportTexts {
  return BY_LANGUAGE[language];
}

/** The colour legend of a report, written from the bands the colours are decided by. */
export function reportLegend(texts: ReportTexts): string {
  const fill = (key: string, values: Record<string, unknown> = {}) =>
    texts.bands[key.split('.')[1] as keyof ReportTexts['bands']].replace(
      /\{\{(\w+)\}\}/g,
      (_m, name: string) => String(values[name] ?? ''),
    );
  const bands = bandLegend().map((entry) => {
    const colour = texts.colours[entry.colour];
    return `${colour.symbol} ${colour.word}: ${legendText(entry, fill, 'bands')}`;
  });
  return `${bands.join('  ')}. ${texts.legendNote}`;
}

/** A domain's colour in a report: symbol, word and the percentage it stands for ("! lastig 38%"). */
export function reportColour(
  texts: ReportTexts,
  status: { colour: Colour; answers?: number; correct?: number },
): string {
  const colour = texts.colours[status.colour];
  const percent = percentRight(status.correct ?? 0, status.answers ?? 0);
  return `${colour.symbol} ${colour.word}${percent === null ? '' : ` ${percent}%`}`;
}

/** A name of the learning line (a domain, a task) in the report's language. */
export function reportName(texts: ReportTexts, name: LocalizedText): string {
  return texts.language === 'en' ? name.en : name.nl;
}
