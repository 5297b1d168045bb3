import { dutchAmount, dutchNumber, formatEuro } from './dutch-numbers';
import { denominationsForAmount } from './money';
import { resultOf } from './spec';
import type { SumSpec } from './spec';
import type { DisplayToken, MissingSlot, NumberLineDisplay, SumDisplay } from './types';

type Op = '+' | '-' | '×' | ':';

const num = (value: number): DisplayToken => ({ type: 'number', value });
const op = (symbol: Op): DisplayToken => ({ type: 'operator', symbol });
const eq: DisplayToken = { type: 'relation', symbol: '=' };
const blank: DisplayToken = { type: 'blank' };
const sep: DisplayToken = { type: 'separator' };
const coin = (cents: number): DisplayToken => ({ type: 'money', cents });

/** Plain text of tokens: `7 + 5 = _`, `5, 6, 7, _`, `€ 2,00 + € 0,50 = _`. */
export function tokensToText(tokens: readonly DisplayToken[]): string {
  let text = '';
  tokens.forEach((token, i) => {
    const piece =
      token.type === 'number'
        ? String(token.value)
        : token.type === 'money'
          ? formatEuro(token.cents)
          : token.type === 'blank'
            ? '_'
            : token.type === 'separator'
              ? ','
              : token.symbol;
    if (i === 0) text = piece;
    else text += token.type === 'separator' ? piece : ` ${piece}`;
  });
  return text;
}

const SPOKEN_OP: Record<Op, string> = { '+': 'plus', '-': 'min', '×': 'keer', ':': 'gedeeld door' };
const OP_SYMBOL = { add: '+', subtract: '-', multiply: '×', divide: ':' } as const;

interface Parts {
  tokens: DisplayToken[];
  operands: number[];
  operator: Op | null;
  missing: MissingSlot;
  speech: string;
  prompt: { nl: string; en: string };
  numberLine?: NumberLineDisplay;
  items?: number[];
  denominations?: number[];
  /** Replaces the text made from the tokens (number lines have no linear notation). */
  text?: string;
}

const SOLVE = { nl: 'Wat hoort op de open plek?', en: 'What goes in the gap?' };

function numberLineOf(min: number, max: number, tick: number): NumberLineDisplay {
  const ticks = (max - min) / tick;
  const labels: number[] = [];
  if (ticks > 10) {
    for (let i = 0; i <= ticks; i += 10) labels.push(min + i * tick);
    if (labels[labels.length - 1] !== max) labels.push(max);
  } else {
    labels.push(min);
    if (ticks % 2 === 0 && ticks > 2) labels.push(min + (ticks / 2) * tick);
    labels.push(max);
  }
  return { min, max, tick, labels };
}

function partsOf(spec: SumSpec): Parts {
  switch (spec.type) {
    case 'add':
    case 'subtract':
    case 'multiply':
    case 'divide': {
      const symbol = OP_SYMBOL[spec.type];
      const c = resultOf(spec.type, spec.a, spec.b);
      const first = spec.form === 'missingFirst' ? blank : num(spec.a);
      const second = spec.form === 'missingSecond' ? blank : num(spec.b);
      const last = spec.form === 'result' ? blank : num(c);
      const say = (token: DisplayToken, n: number): string =>
        token.type === 'blank' ? 'hoeveel' : dutchNumber(n);
      const speech =
        spec.form === 'result'
          ? `${dutchNumber(spec.a)} ${SPOKEN_OP[symbol]} ${dutchNumber(spec.b)} is?`
          : `${say(first, spec.a)} ${SPOKEN_OP[symbol]} ${say(second, spec.b)} is ${dutchNumber(c)}?`;
      return {
        tokens: [first, op(symbol), second, eq, last],
        operands: [spec.a, spec.b, c],
        operator: symbol,
        missing: spec.form === 'missingFirst' ? 'first' : spec.form === 'missingSecond' ? 'second' : 'result',
        speech,
        prompt: SOLVE,
      };
    }
    case 'double':
      return {
        tokens: [num(spec.n), op('+'), num(spec.n), eq, blank],
        operands: [spec.n, spec.n, spec.n * 2],
        operator: '+',
        missing: 'result',
        speech: `het dubbele van ${dutchNumber(spec.n)} is?`,
        prompt: { nl: `Wat is het dubbele van ${spec.n}?`, en: `What is double ${spec.n}?` },
      };
    case 'half':
      return {
        tokens: [num(spec.n), op(':'), num(2), eq, blank],
        operands: [spec.n, 2, spec.n / 2],
        operator: ':',
        missing: 'result',
        speech: `de helft van ${dutchNumber(spec.n)} is?`,
        prompt: { nl: `Wat is de helft van ${spec.n}?`, en: `What is half of ${spec.n}?` },
      };
    case 'bond':
      if (spec.part === null) {
        return {
          tokens: [num(spec.whole), eq, blank, op('+'), blank],
          operands: [spec.whole],
          operator: '+',
          missing: 'all',
          speech: `splits ${dutchNumber(spec.whole)} in twee delen`,
          prompt: { nl: `Splits ${spec.whole} in twee delen.`, en: `Split ${spec.whole} into two parts.` },
        };
      }
      return {
        tokens: [num(spec.whole), eq, num(spec.part), op('+'), blank],
        operands: [spec.whole, spec.part, spec.whole - spec.part],
        operator: '+',
        missing: 'second',
        speech: `${dutchNumber(spec.whole)} is ${dutchNumber(spec.part)} en hoeveel?`,
        prompt: {
          nl: `Splits ${spec.whole}: ${spec.part} en ...?`,
          en: `Split ${spec.whole}: ${spec.part} and ...?`,
        },
      };
    case 'complement':
      return {
        tokens: [num(spec.part), op('+'), blank, eq, num(spec.target)],
        operands: [spec.part, spec.target - spec.part, spec.target],
        operator: '+',
        missing: 'second',
        speech: `${dutchNumber(spec.part)} plus hoeveel is ${dutchNumber(spec.target)}?`,
        prompt: { nl: `Vul aan tot ${spec.target}.`, en: `Make ${spec.target}.` },
      };
    case 'count': {
      const row = [spec.start, spec.start + spec.step, spec.start + 2 * spec.step];
      const next = spec.start + 3 * spec.step;
      const up = spec.step > 0;
      return {
        tokens: [num(row[0] ?? 0), sep, num(row[1] ?? 0), sep, num(row[2] ?? 0), sep, blank],
        operands: [...row, next],
        operator: null,
        missing: 'next',
        speech: `${row.map(dutchNumber).join(', ')}, en dan?`,
        prompt: up
          ? { nl: `Tel verder met sprongen van ${spec.step}.`, en: `Count on in steps of ${spec.step}.` }
          : { nl: `Tel terug met sprongen van ${-spec.step}.`, en: `Count back in steps of ${-spec.step}.` },
      };
    }
    case 'compare':
      return {
        tokens: [num(spec.a), blank, num(spec.b)],
        operands: [spec.a, spec.b],
        operator: null,
        missing: 'relation',
        speech: `${dutchNumber(spec.a)} is groter dan, kleiner dan of gelijk aan ${dutchNumber(spec.b)}?`,
        prompt: { nl: 'Kies <, > of =.', en: 'Choose <, > or =.' },
      };
    case 'order': {
      const tokens: DisplayToken[] = [];
      spec.items.forEach((item, i) => {
        if (i > 0) tokens.push(sep);
        tokens.push(num(item));
      });
      const asc = spec.direction === 'asc';
      return {
        tokens,
        operands: [...spec.items],
        operator: null,
        missing: 'all',
        speech: `zet op volgorde, van ${asc ? 'klein naar groot' : 'groot naar klein'}: ${spec.items.map(dutchNumber).join(', ')}`,
        prompt: asc
          ? { nl: 'Zet op volgorde, van klein naar groot.', en: 'Put in order, smallest first.' }
          : { nl: 'Zet op volgorde, van groot naar klein.', en: 'Put in order, largest first.' },
        items: [...spec.items],
      };
    }
    case 'numberLine': {
      const line = numberLineOf(spec.min, spec.max, spec.tick);
      if (spec.mode === 'read') {
        return {
          tokens: [blank],
          operands: [spec.min, spec.max, spec.value],
          text: `${spec.min} ··· ${spec.max}: ↑ = _`,
          operator: null,
          missing: 'position',
          speech: 'welk getal hoort bij de pijl?',
          prompt: { nl: 'Welk getal hoort bij de pijl?', en: 'Which number is at the arrow?' },
          numberLine: line,
        };
      }
      return {
        tokens: [num(spec.value)],
        operands: [spec.min, spec.max, spec.value],
        text: `${spec.value} → ${spec.min} ··· ${spec.max}`,
        operator: null,
        missing: 'position',
        speech: `zet ${dutchNumber(spec.value)} op de getallenlijn`,
        prompt: { nl: `Zet ${spec.value} op de getallenlijn.`, en: `Put ${spec.value} on the number line.` },
        numberLine: line,
      };
    }
    case 'moneyCount': {
      const tokens: DisplayToken[] = [];
      spec.pieces.forEach((piece, i) => {
        if (i > 0) tokens.push(op('+'));
        tokens.push(coin(piece));
      });
      tokens.push(eq, blank);
      const total = spec.pieces.reduce((s, p) => s + p, 0);
      return {
        tokens,
        operands: [...spec.pieces, total],
        operator: '+',
        missing: 'result',
        speech: 'hoeveel geld is dit?',
        prompt: { nl: 'Hoeveel geld is dit?', en: 'How much money is this?' },
      };
    }
    case 'moneyPay':
      return {
        tokens: [coin(spec.cents), eq, blank],
        operands: [spec.cents],
        operator: null,
        missing: 'all',
        speech: `betaal ${dutchAmount(spec.cents)}`,
        prompt: {
          nl: `Betaal ${formatEuro(spec.cents)}.`,
          en: `Pay ${formatEuro(spec.cents).replace(',', '.')}.`,
        },
        denominations: denominationsForAmount(spec.cents),
      };
    case 'moneyChange':
      return {
        tokens: [coin(spec.paid), op('-'), coin(spec.price), eq, blank],
        operands: [spec.paid, spec.price, spec.paid - spec.price],
        operator: '-',
        missing: 'result',
        speech: `het kost ${dutchAmount(spec.price)}, je betaalt ${dutchAmount(spec.paid)}; hoeveel krijg je terug?`,
        prompt: {
          nl: `Het kost ${formatEuro(spec.price)}. Je betaalt ${formatEuro(spec.paid)}. Hoeveel krijg je terug?`,
          en: `It costs ${formatEuro(spec.price).replace(',', '.')}. You pay ${formatEuro(spec.paid).replace(',', '.')}. How much change do you get?`,
        },
      };
  }
}

/** The display pieces of a sum. */
export function displayOf(spec: SumSpec): SumDisplay {
  const parts = partsOf(spec);
  const display: SumDisplay = {
    tokens: parts.tokens,
    operands: parts.operands,
    operator: parts.operator,
    missing: parts.missing,
    text: parts.text ?? tokensToText(parts.tokens),
    speech: parts.speech,
    prompt: parts.prompt,
    ...(parts.numberLine ? { numberLine: parts.numberLine } : {}),
    ...(parts.items ? { items: parts.items } : {}),
    ...(parts.denominations ? { denominations: parts.denominations } : {}),
  };
  return display;
}
