import type { z } from 'zod';
import { generatorSettingSchema } from '../../../domain/generators/settings';
import type { GeneratorId } from '../../../domain/generators/settings';

/**
 * The form fields of a generator's parameters, read from the domain's own schema, so a parameter
 * added there appears on the screen without a second list to keep in step.
 */
export type ParamField =
  | { name: string; kind: 'number'; min?: number; max?: number; optional: boolean }
  | { name: string; kind: 'choice'; options: readonly (string | number)[] }
  | { name: string; kind: 'flag' }
  | { name: string; kind: 'numbers'; min?: number; max?: number; options?: readonly number[] }
  | { name: string; kind: 'choices'; options: readonly string[] };

interface Def {
  type: string;
  innerType?: Schema;
  element?: Schema;
  options?: readonly Schema[];
  values?: readonly unknown[];
  checks?: readonly { _zod: { def: { check: string; fn?: unknown } } }[];
}
type Schema = z.ZodType & { def: Def; minValue?: number | null; maxValue?: number | null; options?: unknown };

const bound = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isSafeInteger(value) ? undefined : value;

function unwrap(schema: Schema): { base: Schema; optional: boolean } {
  let base = schema;
  let optional = false;
  while (base.def.type === 'default' || base.def.type === 'optional') {
    if (base.def.type === 'optional') optional = true;
    base = base.def.innerType!;
  }
  return { base, optional };
}

function fieldOf(name: string, schema: Schema, numberOptions?: readonly number[]): ParamField {
  const { base, optional } = unwrap(schema);
  switch (base.def.type) {
    case 'number':
      return { name, kind: 'number', min: bound(base.minValue), max: bound(base.maxValue), optional };
    case 'enum':
      return { name, kind: 'choice', options: base.options as string[] };
    case 'union':
      return { name, kind: 'choice', options: base.def.options!.map((o) => (o.def.values ?? [])[0] as number) };
    case 'boolean':
      return { name, kind: 'flag' };
    case 'array': {
      const element = unwrap(base.def.element!).base;
      if (element.def.type === 'enum') return { name, kind: 'choices', options: element.options as string[] };
      return {
        name,
        kind: 'numbers',
        min: bound(element.minValue),
        max: bound(element.maxValue),
        ...(numberOptions ? { options: numberOptions } : {}),
      };
    }
    default:
      throw new Error(`no form field for parameter ${name} (${base.def.type})`);
  }
}

/** The parameters of a generator as form fields; `numberOptions` lists the choices of a list of numbers (the euro pieces). */
export function paramFields(
  generator: GeneratorId,
  numberOptions: Readonly<Record<string, readonly number[]>> = {},
): ParamField[] {
  const option = generatorSettingSchema.options.find((o) => o.shape.generator.value === generator);
  if (!option) throw new Error(`unknown generator ${generator}`);
  const shape = (option.shape.params as unknown as { shape: Record<string, Schema> }).shape;
  return Object.entries(shape).map(([name, schema]) => fieldOf(name, schema, numberOptions[name]));
}
