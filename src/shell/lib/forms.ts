import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { parseRuleMessage } from '../../domain/validation';
import { fieldErrorsOfResponse } from './http';

/** Turns a rule code from the shared rule set ("maxLength:100") into the user's language. */
export function translateRule(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { code, arg } = parseRuleMessage(message);
  return code ? t(`common:validation.${code}`, { 0: arg }) : message;
}

/**
 * Puts the server's field errors of a 400 onto the form; returns whether there were any. With
 * `fields` (the paths the form shows), only those are set: pair it with `errorsShownOnFields`, which
 * tells the form to show the server's message for the rest.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly string[],
): boolean {
  const errors = fieldErrorsOfResponse(error);
  if (!errors) return false;
  for (const [field, message] of Object.entries(errors)) {
    if (!fields || fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
  return Object.keys(errors).length > 0;
}

/**
 * Whether every field error of a failed request sits on a field the form shows (`fields`, paths
 * like `licence.endsOn`). Only then do the fields say what is wrong; otherwise (no field errors, or
 * one on a field the form lacks, such as `_` for the whole body) the form must show the server's
 * message, or the refusal goes unseen.
 */
export function errorsShownOnFields(error: unknown, fields: readonly string[]): boolean {
  const keys = Object.keys(fieldErrorsOfResponse(error) ?? {});
  return keys.length > 0 && keys.every((key) => fields.includes(key));
}

/**
 * The messages of a form's errors that none of its `fields` shows: a rule on the whole form (zod's
 * path '' or react-hook-form's `root`), or a field the form has no input for. A form lists these
 * beside its buttons, so that a submit refused by its own checks never looks like nothing happened.
 */
export function unshownFormErrors(errors: FieldErrors, fields: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message, type } = node as { message?: unknown; type?: unknown };
    if (typeof type === 'string' && (typeof message === 'string' || message === undefined)) {
      if (!fields.includes(path)) found.push(typeof message === 'string' && message ? message : 'format');
      return;
    }
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      if (key === 'ref') continue;
      walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return found;
}
