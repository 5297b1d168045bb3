import { z } from 'zod';

/**
 * The generic form rules of SPEC §5. A rule failure is a message code, optionally with one argument
 * after a colon ("maxLength:100", "charNotAllowed:<"); the client translates the code
 * (`validation.<code>` with `{{0}}` as the argument) and the server returns the same codes as field errors.
 */
export const RULE_CODES = [
  'required',
  'email',
  'numeric',
  'integer',
  'uppercase',
  'maxLength',
  'minLength',
  'length',
  'charNotAllowed',
  'atLeastOne',
  'format',
] as const;
export type RuleCode = (typeof RULE_CODES)[number];

export function ruleMessage(code: RuleCode, arg?: string | number): string {
  return arg === undefined ? code : `${code}:${arg}`;
}

export function parseRuleMessage(message: string): { code: RuleCode | undefined; arg: string | undefined } {
  const colon = message.indexOf(':');
  const code = (colon === -1 ? message : message.slice(0, colon)) as RuleCode;
  return {
    code: RULE_CODES.includes(code) ? code : undefined,
    arg: colon === -1 ? undefined : message.slice(colon + 1),
  };
}

const DISALLOWED_TEXT_CHARS = ['<', '>'];

/** NUL, or a lone UTF-16 surrogate (half a character: not Unicode, and not storable as UTF-8 text). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds something no field may store (the server refuses it on every route). */
export function hasUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

/** Builders for zod schemas whose messages are rule codes. */
export const rules = {
  /** A required text, trimmed, with a maximum length and no markup characters. */
  text(max: number, opts: { min?: number } = {}) {
    let schema = z
      .string({ error: ruleMessage('required') })
      .trim()
      .min(1, ruleMessage('required'))
      .max(max, ruleMessage('maxLength', max));
    if (opts.min !== undefined) schema = schema.min(opts.min, ruleMessage('minLength', opts.min));
    return schema.superRefine((value, ctx) => {
      const bad = DISALLOWED_TEXT_CHARS.find((c) => value.includes(c));
      if (bad) ctx.addIssue({ code: 'custom', message: ruleMessage('charNotAllowed', bad) });
      else if (hasUnsafeText(value)) ctx.addIssue({ code: 'custom', message: ruleMessage('format') });
    });
  },
  /** An optional text: empty input becomes undefined. */
  optionalText(max: number) {
    return z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      rules.text(max).optional(),
    );
  },
  email() {
    return z
      .string({ error: ruleMessage('required') })
      .trim()
      .min(1, ruleMessage('required'))
      .max(254, ruleMessage('maxLength', 254))
      .pipe(z.email(ruleMessage('email')));
  },
  /** Digits only, as text (postcodes, phone numbers without separators). */
  digits(max: number) {
    return z
      .string({ error: ruleMessage('required') })
      .trim()
      .min(1, ruleMessage('required'))
      .max(max, ruleMessage('maxLength', max))
      .regex(/^\d+$/, ruleMessage('numeric'));
  },
  integer(min: number, max: number) {
    return z.coerce
      .number({ error: ruleMessage('numeric') })
      .int(ruleMessage('integer'))
      .min(min, ruleMessage('format'))
      .max(max, ruleMessage('format'));
  },
  uppercase(length: number) {
    return z
      .string({ error: ruleMessage('required') })
      .trim()
      .length(length, ruleMessage('length'))
      .regex(/^[A-Z0-9]+$/, ruleMessage('uppercase'));
  },
  pattern(regex: RegExp, max: number) {
    return z
      .string({ error: ruleMessage('required') })
      .trim()
      .min(1, ruleMessage('required'))
      .max(max, ruleMessage('maxLength', max))
      .regex(regex, ruleMessage('format'));
  },
  atLeastOne<T extends string>(values: readonly [T, ...T[]]) {
    return z.array(z.enum(values)).min(1, ruleMessage('atLeastOne'));
  },
  accepted() {
    return z.literal(true, { error: ruleMessage('required') });
  },
};

/** Field errors keyed by dotted path, as the API returns them and the forms show them. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
