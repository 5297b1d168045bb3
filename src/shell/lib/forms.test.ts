import { AxiosError, AxiosHeaders } from 'axios';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyServerFieldErrors, errorsShownOnFields, unshownFormErrors } from './forms';

function refusal(data: unknown, status = 400) {
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    data,
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });
}

describe('a refusal the form must show beside its buttons', () => {
  const fields = ['kind', 'startsOn', 'endsOn'];

  it('is shown on the fields only when every field error has a field there', () => {
    expect(errorsShownOnFields(refusal({ message: 'x', errors: { endsOn: 'format' } }), fields)).toBe(true);
    // The strict schema's "unrecognised key" sits on the body, `_`: no field shows it.
    expect(
      errorsShownOnFields(refusal({ message: 'x', errors: { _: 'Unrecognized key: "id"' } }), fields),
    ).toBe(false);
    expect(
      errorsShownOnFields(refusal({ message: 'x', errors: { endsOn: 'format', id: 'format' } }), fields),
    ).toBe(false);
    expect(errorsShownOnFields(refusal({ message: 'Conflict' }, 409), fields)).toBe(false);
    expect(errorsShownOnFields(new Error('network'), fields)).toBe(false);
  });

  it('puts only the errors of shown fields on the form', () => {
    const set: string[] = [];
    applyServerFieldErrors(
      refusal({ message: 'x', errors: { endsOn: 'format', _: 'x' } }),
      (name) => {
        set.push(name);
      },
      fields,
    );
    expect(set).toEqual(['endsOn']);
  });

  it('finds a check of the form that no field shows: a rule on the whole form, an unknown key', async () => {
    const schema = z.strictObject({ kind: z.string(), endsOn: z.string().min(1, 'required') });
    const result = await zodResolver(schema)(
      { kind: 'school', endsOn: '', id: 'a-licence' } as never,
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(unshownFormErrors(result.errors, fields)).toHaveLength(1);
    expect(unshownFormErrors({ endsOn: { type: 'x', message: 'required' } }, fields)).toEqual([]);
    const nested = {
      licence: { endsOn: { type: 'server', message: 'format' } },
      root: { type: 'x', message: 'm' },
    } as unknown as FieldErrors;
    expect(unshownFormErrors(nested, ['licence.endsOn'])).toEqual(['m']);
  });
});
