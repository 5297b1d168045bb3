import { describe, expect, it } from 'vitest';
import { GENERATOR_IDS } from '../../../domain/generators/settings';
import { paramFields } from './param-fields';

describe('generator parameters as form fields', () => {
  it('reads every generator’s parameters from the domain schema', () => {
    for (const generator of GENERATOR_IDS) expect(paramFields(generator).length, generator).toBeGreaterThan(0);
  });

  it('gives numbers their bounds, choices their options, lists their kind', () => {
    const add = paramFields('add');
    expect(add.find((f) => f.name === 'max')).toEqual({ name: 'max', kind: 'number', min: 5, max: 10000, optional: false });
    expect(add.find((f) => f.name === 'multipleOf')).toEqual({ name: 'multipleOf', kind: 'choice', options: [1, 5, 10, 100] });
    expect(add.find((f) => f.name === 'crossing')).toEqual({ name: 'crossing', kind: 'choice', options: ['any', 'none', 'only'] });
    expect(add.find((f) => f.name === 'forms')).toEqual({
      name: 'forms',
      kind: 'choices',
      options: ['result', 'missingFirst', 'missingSecond'],
    });
    expect(paramFields('multiply').find((f) => f.name === 'tables')).toEqual({ name: 'tables', kind: 'numbers', min: 1, max: 20 });
    expect(paramFields('multiply').find((f) => f.name === 'commuted')).toEqual({ name: 'commuted', kind: 'flag' });
    expect(paramFields('compare').find((f) => f.name === 'maxDifference')).toMatchObject({ kind: 'number', optional: true });
  });
});
