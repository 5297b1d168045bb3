import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, parseRuleMessage, rules } from './validation';

function errorsFor(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('form rules', () => {
  it('reports a missing required text as required', () => {
    expect(errorsFor(z.object({ name: rules.text(10) }), { name: '   ' })).toEqual({ name: 'required' });
    expect(errorsFor(z.object({ name: rules.text(10) }), {})).toEqual({ name: 'required' });
  });

  it('reports too long text with its maximum', () => {
    expect(errorsFor(rules.text(3), 'abcd')).toEqual({ _: 'maxLength:3' });
  });

  it('refuses markup characters and names the character', () => {
    expect(errorsFor(rules.text(50), 'hi <b>')).toEqual({ _: 'charNotAllowed:<' });
  });

  it('validates e-mail addresses', () => {
    expect(errorsFor(rules.email(), 'juf@school')).toEqual({ _: 'email' });
    expect(errorsFor(rules.email(), 'juf.anne@school.nl')).toEqual({});
  });

  it('accepts only digits, integers, capitals and one of a set', () => {
    expect(errorsFor(rules.digits(4), '12a4')).toEqual({ _: 'numeric' });
    expect(errorsFor(rules.integer(1, 2000), '3.5')).toEqual({ _: 'integer' });
    expect(errorsFor(rules.uppercase(4), '12ab')).toEqual({ _: 'uppercase' });
    expect(errorsFor(rules.uppercase(4), '12A')).toEqual({ _: 'length' });
    expect(errorsFor(rules.atLeastOne(['a', 'b']), [])).toEqual({ _: 'atLeastOne' });
  });

  it('parses a rule message into code and argument', () => {
    expect(parseRuleMessage('maxLength:100')).toEqual({ code: 'maxLength', arg: '100' });
    expect(parseRuleMessage('required')).toEqual({ code: 'required', arg: undefined });
    expect(parseRuleMessage('something else')).toEqual({ code: undefined, arg: undefined });
  });
});
