import { answerText } from '../sums/check';
import { sumFromKey } from '../sums/build';
import { parseSumKey } from '../sums/spec';
import type { SumId } from '../sums/types';

/**
 * Sum collections as CSV: one sum per line. The first column holds a sum key (`add:7+5`,
 * `bond:10=3+_`, `ord:up:3,5,7` quoted) or a written sum of the four operations (`7 + 5`, `13 − 6`,
 * `6 x 7`, `6 × 7`, `12 : 3`, `8 + _ = 13`, a trailing `=` or `= ?` allowed). A first line whose
 * first cell is `som`, `sum` or `key` is a header; empty lines are skipped. The export writes the
 * key, the sum as children see it and its answer, so an exported file imports as it was.
 */

export const CSV_LINE_REASONS = ['notASum', 'duplicate', 'alreadyInCollection'] as const;
export type CsvLineReason = (typeof CSV_LINE_REASONS)[number];

export interface CsvLineProblem {
  /** 1-based line of the file. */
  readonly line: number;
  readonly text: string;
  readonly reason: CsvLineReason;
  /** duplicate: the line that holds the sum first. */
  readonly firstLine?: number;
}

export interface SumCsvResult {
  readonly keys: readonly SumId[];
  readonly problems: readonly CsvLineProblem[];
}

const HEADERS = new Set(['som', 'sum', 'key', 'somsleutel', 'sum key']);

/** The first cell of a CSV line (quotes honoured; `,` or `;` separate cells). */
function firstCell(line: string): string {
  const text = line.trim();
  if (text.startsWith('"')) {
    let cell = '';
    for (let i = 1; i < text.length; i++) {
      if (text[i] === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else return cell.trim();
      } else cell += text[i];
    }
    return cell.trim();
  }
  const end = text.search(/[,;\t]/);
  return (end < 0 ? text : text.slice(0, end)).trim();
}

const PREFIX = { '+': 'add', '-': 'sub', x: 'mul', ':': 'div' } as const;

/** A written sum of the four operations as its key, or null. */
export function keyOfWrittenSum(text: string): string | null {
  const plain = text
    .replace(/\s+/g, '')
    .replace(/[−–]/g, '-')
    .replace(/[×*·X]/g, 'x')
    .replace(/[÷/]/g, ':')
    .replace(/[?…]|\.\.\./g, '_')
    .replace(/=_?$/, '');
  const whole = /^(\d{1,6})([+\-x:])(\d{1,6})$/.exec(plain);
  if (whole) return `${PREFIX[whole[2] as keyof typeof PREFIX]}:${whole[1]}${whole[2]}${whole[3]}`;
  const open = /^(\d{1,6}|_)([+\-x:])(\d{1,6}|_)=(\d{1,6})$/.exec(plain);
  if (open && (open[1] === '_') !== (open[3] === '_'))
    return `${PREFIX[open[2] as keyof typeof PREFIX]}:${open[1]}${open[2]}${open[3]}=${open[4]}`;
  return null;
}

/** The sum key a cell stands for, when it is a valid sum. */
export function sumKeyOfCell(cell: string): SumId | null {
  for (const candidate of [cell, keyOfWrittenSum(cell)])
    if (candidate && parseSumKey(candidate) !== null && sumFromKey(candidate) !== null) return candidate;
  return null;
}

/**
 * Reads a CSV of sums. Every line is checked; `existing` are the collection's sums when the file is
 * added after them (a sum already there is a problem of its line).
 */
export function parseSumCsv(csv: string, existing: readonly string[] = []): SumCsvResult {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const keys: SumId[] = [];
  const problems: CsvLineProblem[] = [];
  const firstLineOf = new Map<string, number>();
  const already = new Set(existing);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (!text) return;
    // The whole line first: an unquoted key with commas (`ord:up:3,5,7`) is one sum.
    const cell = sumKeyOfCell(text) ? text : firstCell(text);
    if (!keys.length && !problems.length && HEADERS.has(cell.toLowerCase())) return;
    const key = sumKeyOfCell(cell);
    if (!key) return problems.push({ line, text, reason: 'notASum' });
    const first = firstLineOf.get(key);
    if (first !== undefined) return problems.push({ line, text, reason: 'duplicate', firstLine: first });
    if (already.has(key)) return problems.push({ line, text, reason: 'alreadyInCollection' });
    firstLineOf.set(key, line);
    keys.push(key);
  });
  return { keys, problems };
}

const quoted = (cell: string) => (/[",;\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The collection's sums as CSV: a header, then key, the sum as shown, its answer. */
export function sumCsv(keys: readonly string[]): string {
  const rows = [['som', 'tekst', 'antwoord']];
  for (const key of keys) {
    const sum = sumFromKey(key);
    rows.push([key, sum?.display.text ?? '', sum ? answerText(sum.answer) : '']);
  }
  return `${rows.map((row) => row.map(quoted).join(',')).join('\r\n')}\r\n`;
}
