import { z } from 'zod';

/** A well-formed id that names nothing, and one that is no id at all. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
export const MALFORMED_ID = 'not-an-id';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
}

const TEXT_CANDIDATES = [
  'Fuzz',
  'fuzz@example.com',
  '2026-01-05',
  '2026-01-05T08:30:00.000Z',
  '1234 AB',
  '0612345678',
  'ABCD',
  UNKNOWN_ID,
];

function exampleText(schema: JsonSchema, key: string): string {
  const fits = (s: string) =>
    s.length >= (schema.minLength ?? 0) &&
    s.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
  const preferred: Record<string, string> = {
    uuid: UNKNOWN_ID,
    email: 'fuzz@example.com',
    date: '2026-01-05',
    'date-time': '2026-01-05T08:30:00.000Z',
  };
  const byName = /mail/i.test(key) ? 'fuzz@example.com' : undefined;
  const first = preferred[schema.format ?? ''] ?? byName;
  return [first, ...TEXT_CANDIDATES].find((s): s is string => s !== undefined && fits(s)) ?? 'x';
}

function exampleOfJson(schema: JsonSchema, key = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return exampleOfJson(options[0]!, key);
  if (schema.allOf?.length) return exampleOfJson(schema.allOf[0]!, key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((k) => [k, exampleOfJson(schema.properties?.[k] ?? {}, k)]),
      );
    case 'array':
      return schema.prefixItems
        ? schema.prefixItems.map((s) => exampleOfJson(s, key))
        : Array.from({ length: schema.minItems ?? 0 }, () => exampleOfJson(schema.items ?? {}, key));
    case 'string':
      return exampleText(schema, key);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.default ?? {};
  }
}

/**
 * A small body a route's zod schema is likely to accept (required fields only, the first option of
 * every choice), so a request gets past validation into the handler. A refinement or pattern the
 * guess misses only ends the request at validation, which the fuzz counts as a fine answer.
 */
export function exampleBody(schema: unknown): unknown {
  if (!(schema instanceof z.ZodType)) return {};
  return exampleOfJson(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

function mapLeaves(value: unknown, leaf: (v: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, leaf));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, leaf)]));
  return leaf(value);
}

const countTexts = (value: unknown): number =>
  typeof value === 'string'
    ? 1
    : value !== null && typeof value === 'object'
      ? Object.values(value).reduce<number>((n, v) => n + countTexts(v), 0)
      : 0;

/** Every text of the body changed by `change`; a body without text gets one field of its own. */
function withTexts(example: unknown, change: (s: string) => string): unknown {
  if (countTexts(example)) return mapLeaves(example, (v) => (typeof v === 'string' ? change(v) : v));
  const field = { naam: change('Fuzz') };
  return example !== null && typeof example === 'object' && !Array.isArray(example)
    ? { ...example, ...field }
    : field;
}

const WRONG_TYPE = (v: unknown): unknown =>
  typeof v === 'string' ? 12 : typeof v === 'number' ? 'twelve' : typeof v === 'boolean' ? 'yes' : {};

export interface FuzzBody {
  kind: string;
  payload: string;
  contentType: string;
}

// Far past where a recursive walk runs out of stack (a few thousand levels), yet cheap enough to send
// to every route twice; the text guard's own test sends 100,000.
const DEPTH = 20_000;
const json = (kind: string, body: unknown): FuzzBody => ({
  kind,
  payload: JSON.stringify(body),
  contentType: 'application/json',
});
const raw = (kind: string, payload: string, contentType = 'application/json'): FuzzBody => ({
  kind,
  payload,
  contentType,
});

/** The hostile bodies sent to a route, built around its example body. */
export function fuzzBodies(example: unknown): FuzzBody[] {
  const huge = Math.floor(1_000_000 / Math.max(1, countTexts(example)));
  return [
    raw('deeply nested arrays', '['.repeat(DEPTH) + ']'.repeat(DEPTH)),
    raw('deeply nested objects', '{"a":'.repeat(DEPTH) + '0' + '}'.repeat(DEPTH)),
    json(
      'a NUL in every text',
      withTexts(example, (s) => `${s}\u0000`),
    ),
    json('a NUL in a key', { ...(typeof example === 'object' ? example : {}), 'na\u0000am': 'Fuzz' }),
    json(
      'a lone surrogate in every text',
      withTexts(example, (s) => `\uD800${s}`),
    ),
    json(
      '1 MB of text',
      withTexts(example, () => 'x'.repeat(huge)),
    ),
    raw('a body over the limit', JSON.stringify({ naam: 'x'.repeat(1_100_000) })),
    json('wrong types in every field', mapLeaves(example, WRONG_TYPE)),
    json('null', null),
    json('a number', 42),
    json('a text', 'Fuzz'),
    json('an array', [example]),
    raw('broken JSON', '{"naam":'),
    raw('an empty JSON body', ''),
    raw('a form with a NUL', 'naam=Fuzz%00&wachtwoord=x', 'application/x-www-form-urlencoded'),
    raw('plain text', 'Fuzz', 'text/plain'),
    raw('XML', '<a><b>Fuzz</b></a>', 'application/xml'),
  ];
}
