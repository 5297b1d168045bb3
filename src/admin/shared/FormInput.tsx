import { Input, Textarea, type InputProps, type TextareaProps } from '@fluentui/react-components';
import type { Control, FieldPath, FieldValues, UseControllerReturn } from 'react-hook-form';
import { useController } from 'react-hook-form';

/**
 * Fluent's `Input` and `Textarea` bound to a react-hook-form field: the one way staff forms take
 * typed text. Fluent keeps the box's value itself, so `register` (which writes the DOM value once)
 * shows an empty box after the next render of a form opened on existing values (the blob editor did).
 */
interface Bound<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
}

function shown(value: unknown): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
}

function bind<V extends FieldValues>({ field }: UseControllerReturn<V>) {
  return { ref: field.ref, name: field.name, value: shown(field.value), onBlur: field.onBlur };
}

/**
 * A number typed in a box (a decimal comma as well as a point): empty is `empty`, anything else the
 * number (NaN stays, for the form's schema to refuse).
 */
export function typedNumber<E extends number | null>(value: string, empty: E): number | E {
  return value.trim() === '' ? empty : Number(value.replace(',', '.'));
}

/**
 * `asNumber`: the field holds a number, NaN while the box is empty (a required number, as the form's
 * schema expects), or null with `'orNull'` (a number that may be left out).
 */
export function FormInput<V extends FieldValues>({
  control,
  name,
  asNumber = false,
  ...input
}: Bound<V> & { asNumber?: boolean | 'orNull' } & Omit<
    InputProps,
    'value' | 'defaultValue' | 'onChange' | 'name'
  >) {
  const controller = useController({ control, name });
  return (
    <Input
      {...input}
      {...bind(controller)}
      onChange={(_event, data) =>
        controller.field.onChange(
          asNumber ? typedNumber(data.value, asNumber === 'orNull' ? null : NaN) : data.value,
        )
      }
    />
  );
}

export function FormTextarea<V extends FieldValues>({
  control,
  name,
  ...textarea
}: Bound<V> & Omit<TextareaProps, 'value' | 'defaultValue' | 'onChange' | 'name'>) {
  const controller = useController({ control, name });
  return (
    <Textarea
      {...textarea}
      {...bind(controller)}
      onChange={(_event, data) => controller.field.onChange(data.value)}
    />
  );
}
